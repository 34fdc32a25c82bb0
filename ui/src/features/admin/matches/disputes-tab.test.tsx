import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerDictionary } from "@/lib/i18n";
import { es } from "@/lib/i18n/es";
import { createQueryClient } from "@/lib/query-client";
import type { AuditEntry, LeagueMatch, Match, WaitingResult } from "@/lib/wire";
import { LeagueScoreDialog } from "@/shared/league/components/league-score-dialog";
import { LEAGUE_OPTIONS } from "@/shared/league/test/league-options";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aLeagueMatch, aMatch, aTournament } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { DisputesTab, type LeagueCorrection } from "./disputes-tab";

registerDictionary("es", es);

afterEach(() => {
  vi.unstubAllGlobals();
});

// Ana Mora (3) reported 6-4, 6-2 for herself; Luis Vega (8) disputes it.
const disputed: Match = aMatch({
  id: 41,
  tournamentId: 2,
  stage: "semifinal",
  groupId: null,
  week: 3,
  status: "completed",
  winnerId: 3,
  score: "6-4, 6-2",
  scoreForWinner: "6-4, 6-2",
  sets: [
    { player1: 6, player2: 4, tiebreak: null },
    { player1: 6, player2: 2, tiebreak: null },
  ],
  confirmation: { state: "disputed", reportedBy: 3, reportedAt: "2026-11-10T18:00:00Z", confirmBy: null },
});
const REASON = "I won the first set 6-4";
const waiting: WaitingResult[] = [
  {
    kind: "disputed",
    source: "tournament",
    reason: REASON,
    match: disputed,
    leagueMatch: null,
    version: null,
    reportedAt: "2026-11-10T18:00:00Z",
  },
];
// The same dispute with Luis Vega's own version: he won 6-4, 3-6, 10-8 (from player 1's side).
const withVersion: WaitingResult[] = waiting.map((item) => ({
  ...item,
  version: { winnerId: 8, score: "4-6, 6-3, 8-10" },
}));
// A league score the league password entered (no member recorded it), which Luis Vega disputes.
const leagueScore = aLeagueMatch({
  id: 12,
  status: "completed",
  winnerId: 3,
  score: "6-3, 6-4",
  scoreForWinner: "6-3, 6-4",
  confirmation: { state: "disputed", reportedBy: null, reportedAt: "2026-11-11T18:00:00Z", confirmBy: null },
});

const trail: AuditEntry[] = [
  {
    id: 10,
    at: "2026-11-11T19:00:00Z",
    actor: "organizer",
    actorRef: "12",
    actorPlayerId: 12,
    actorName: "María José Rodríguez Villalobos",
    action: "result_settled",
    subject: "match:41",
    before: { state: "disputed", reportedBy: 3, confirmBy: null, reason: REASON },
    after: { state: "confirmed", reportedBy: 3, confirmBy: null, reason: REASON },
  },
  {
    id: 9,
    at: "2026-11-10T19:00:00Z",
    actor: "member",
    actorRef: "8",
    actorPlayerId: 8,
    actorName: null,
    action: "result_disputed",
    subject: "match:41",
    before: { state: "awaiting", reportedBy: 3, confirmBy: "2026-11-12T18:00:00Z", reason: null },
    after: { state: "disputed", reportedBy: 3, confirmBy: null, reason: REASON },
  },
  {
    id: 8,
    at: "2026-11-10T18:00:00Z",
    actor: "member",
    actorRef: "3",
    actorPlayerId: 3,
    actorName: null,
    action: "result_recorded",
    subject: "match:41",
    before: null,
    after: { winnerId: 3, score: "6-4, 6-2", confirmation: "awaiting" },
  },
];

function club(queue: WaitingResult[] = waiting) {
  let left = queue;
  const fetchMock = mockFetch({
    "/api/admin/disputes": () => ({ body: left }),
    "/api/tournaments": { body: [aTournament({ id: 2, name: "Copa Noviembre", status: "active" })] },
    "/api/admin/audit": (_, url) =>
      url.searchParams.get("subject") === "match:41" ? { body: trail } : { status: 422, body: {} },
    "POST /api/league/matches/12/confirm": () => {
      left = left.filter((item) => item.source !== "league");
      return { body: leagueScore };
    },
    "POST /api/matches/41/confirm": () => {
      left = [];
      return { body: { ...disputed, confirmation: { ...disputed.confirmation, state: "confirmed" } } };
    },
    "POST /api/league/matches/12/settle": () => {
      left = left.filter((item) => item.source !== "league");
      return { body: leagueScore };
    },
    "POST /api/matches/41/settle": () => {
      left = [];
      return { body: { ...disputed, confirmation: { ...disputed.confirmation, state: "confirmed" } } };
    },
  });
  return fetchMock;
}

describe("DisputesTab", { timeout: 30_000 }, () => {
  it("shows both versions: the report and who reported it, the dispute's score and reason", async () => {
    club(withVersion);
    renderWithProviders(<DisputesTab />);
    const card = (await screen.findByText(REASON)).closest("li");
    if (!card) throw new Error("no card");
    const reported = within(card).getByRole("region", { name: "Reported" });
    expect(within(reported).getByText("Ana Mora won 6-4, 6-2")).toBeInTheDocument();
    expect(within(reported).getByText("Recorded by Ana Mora")).toBeInTheDocument();
    const dispute = within(card).getByRole("region", { name: "Dispute" });
    // Luis Vega's own version, sent from player 1's side, reads from his.
    expect(within(dispute).getByText("Luis Vega won 6-4, 3-6, 10-8")).toBeInTheDocument();
    expect(within(dispute).getByText("Luis Vega disputes it")).toBeInTheDocument();
    expect(within(dispute).getByText(REASON)).toBeInTheDocument();
    expect(within(card).getByText("Copa Noviembre · Week 3 · Semifinals")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Accept the dispute" })).toBeEnabled();
  });

  it("accepts the report, naming the version the card showed, and the queue empties", async () => {
    const fetchMock = club(withVersion);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "Accept the report" }));
    expect(await screen.findByText("No results waiting for you")).toBeInTheDocument();
    expect(await screen.findByText("Report accepted")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/matches/41/settle")).toEqual({
      accept: "report",
      reportedAt: "2026-11-10T18:00:00Z",
    });
  });

  it("accepts the dispute: the disputer's version stands", async () => {
    const fetchMock = club(withVersion);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "Accept the dispute" }));
    expect(await screen.findByText("No results waiting for you")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/matches/41/settle")).toEqual({
      accept: "dispute",
      reportedAt: "2026-11-10T18:00:00Z",
    });
  });

  it("keeps Accept the dispute off, saying why, for a counted result disputed without a score", async () => {
    const fetchMock = club();
    renderWithProviders(<DisputesTab />);
    const card = (await screen.findByText(REASON)).closest("li");
    if (!card) throw new Error("no card");
    expect(within(card).getByRole("region", { name: "Dispute" })).toHaveTextContent("No score given");
    const accept = within(card).getByRole("button", { name: "Accept the dispute" });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(
      "The dispute came without a score of its own: accept the report, or record another result.",
    );
    expect(within(card).getByRole("button", { name: "Accept the report" })).toBeEnabled();
    expect(within(card).getByRole("button", { name: "Record another" })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/settle"))).toBe(false);
  });

  it("offers no walkover for a claim disputed without a score, and withdraws the claim", async () => {
    // Marco Antonio Chaves Rojas (5) claimed a walkover; Ileana Víquez Fallas (6) says they are to play.
    const claimed = aMatch({
      id: 45,
      tournamentId: 2,
      stage: "group",
      week: 2,
      player1Id: 5,
      player1Name: "Marco Antonio Chaves Rojas",
      player2Id: 6,
      player2Name: "Ileana Víquez Fallas",
      status: "pending",
      winnerId: null,
      confirmation: {
        state: "disputed",
        reportedBy: 5,
        reportedAt: "2026-11-21T09:15:00.250Z",
        confirmBy: null,
        claim: { winnerId: 5, score: "W/O" },
      },
    });
    let left: WaitingResult[] = [
      {
        kind: "disputed",
        source: "tournament",
        reason: "It rained: we agreed to play on Saturday",
        match: claimed,
        leagueMatch: null,
        version: null,
        reportedAt: "2026-11-21T09:15:00.250Z",
      },
    ];
    const fetchMock = mockFetch({
      "/api/admin/disputes": () => ({ body: left }),
      "/api/tournaments": { body: [aTournament({ id: 2, name: "Copa Noviembre", status: "active" })] },
      "POST /api/matches/45/settle": () => {
        left = [];
        return { body: { ...claimed, confirmation: null } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    const card = (await screen.findByText("It rained: we agreed to play on Saturday")).closest("li");
    if (!card) throw new Error("no card");
    expect(within(card).getByRole("region", { name: "Reported" })).toHaveTextContent(
      "Marco Antonio Chaves Rojas won by walkover (W/O)",
    );
    expect(within(card).getByRole("region", { name: "Dispute" })).toHaveTextContent("No score given");
    expect(within(card).getByText("Ileana Víquez Fallas disputes it")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Accept the dispute" })).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "No walkover: play the match" }));
    expect(await screen.findByText("No walkover: the match is to be played")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/matches/45/settle")).toEqual({
      accept: "dispute",
      reportedAt: "2026-11-21T09:15:00.250Z",
    });
  });

  it("asks before clearing the later results when the dispute's winner already played on", async () => {
    const later = aMatch({
      id: 51,
      tournamentId: 2,
      stage: "final",
      groupId: null,
      status: "completed",
      player1Id: 3,
      player1Name: "Ana Mora",
      player2Id: 10,
      player2Name: "Sofía Jiménez",
      winnerId: 3,
      score: "6-3, 6-3",
      scoreForWinner: "6-3, 6-3",
    });
    let left = withVersion;
    const fetchMock = mockFetch({
      "/api/admin/disputes": () => ({ body: left }),
      "/api/tournaments": { body: [aTournament({ id: 2, name: "Copa Noviembre", status: "active" })] },
      "/api/tournaments/2/matches": { body: [disputed, later] },
      "POST /api/matches/41/settle": (init) => {
        const body = JSON.parse(String(init?.body)) as { clearLater?: boolean };
        if (!body.clearLater)
          return {
            status: 409,
            body: {
              error: "conflict",
              code: "result_played_on",
              message: "Played on",
              fields: {
                clearLater: { code: "result_played_on", message: "played on", params: { matches: [51] } },
              },
            },
          };
        left = [];
        return { body: disputed };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "Accept the dispute" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear the later results?" });
    expect(await within(dialog).findByText("Final: Ana Mora vs Sofía Jiménez")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Clear them and save" }));
    expect(await screen.findByText("No results waiting for you")).toBeInTheDocument();
    const sent = fetchMock.mock.calls
      .filter(([url]) => url === "/api/matches/41/settle")
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      { accept: "dispute", reportedAt: "2026-11-10T18:00:00Z" },
      { accept: "dispute", reportedAt: "2026-11-10T18:00:00Z", clearLater: true },
    ]);
  });

  it("shows a result corrected since the queue loaded, says so, and confirms the new one next", async () => {
    // Marco Antonio Chaves Rojas (5) reported a walkover past its 48 hours; he corrects it while
    // the admin's queue is open: the walkover is Ileana Víquez Fallas's (6), he did not show.
    const reported = (reportedAt: string) => ({
      state: "awaiting" as const,
      reportedBy: 5,
      reportedAt,
      confirmBy: "2026-11-24T14:00:00.000Z",
    });
    const walkover = aMatch({
      id: 44,
      tournamentId: 2,
      stage: "group",
      player1Id: 5,
      player1Name: "Marco Antonio Chaves Rojas",
      player2Id: 6,
      player2Name: "Ileana Víquez Fallas",
      status: "completed",
      winnerId: 5,
      score: "6-0, 6-0",
      scoreForWinner: "6-0, 6-0",
      outcome: "walkover",
      walkover: true,
      confirmation: reported("2026-11-20T14:00:00.000Z"),
    });
    const corrected: Match = {
      ...walkover,
      winnerId: 6,
      score: "0-6, 0-6",
      confirmation: reported("2026-11-22T15:30:12.870Z"),
    };
    let standing = walkover;
    const queue = (): WaitingResult[] => [
      {
        kind: "walkover",
        source: "tournament",
        reason: null,
        match: standing,
        leagueMatch: null,
        reportedAt: standing.confirmation?.reportedAt ?? "",
      },
    ];
    let settled = false;
    const fetchMock = mockFetch({
      "/api/admin/disputes": () => ({ body: settled ? [] : queue() }),
      "/api/tournaments": { body: [aTournament({ id: 2, name: "Copa Noviembre", status: "active" })] },
      "POST /api/matches/44/confirm": (init) => {
        const { reportedAt } = JSON.parse(String(init?.body)) as { reportedAt: string };
        if (reportedAt !== standing.confirmation?.reportedAt)
          return { status: 409, body: { error: "conflict", code: "result_changed", message: "Corrected" } };
        settled = true;
        return { body: standing };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    const card = (await screen.findByText("Recorded by Marco Antonio Chaves Rojas")).closest("li");
    if (!card) throw new Error("no card");
    expect(card).toHaveTextContent("Marco Antonio Chaves Rojas won by walkover");

    standing = corrected;
    await user.click(within(card).getByRole("button", { name: "Confirm as recorded" }));
    await waitFor(() =>
      expect(within(card).getByRole("status")).toHaveTextContent("The score changed: look at the new one."),
    );
    expect(card).toHaveTextContent("Ileana Víquez Fallas won by walkover");
    expect(card).not.toHaveTextContent("Marco Antonio Chaves Rojas won by walkover");

    await user.click(within(card).getByRole("button", { name: "Confirm as recorded" }));
    expect(await screen.findByText("No results waiting for you")).toBeInTheDocument();
    const sent = fetchMock.mock.calls
      .filter(([url]) => url === "/api/matches/44/confirm")
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      { reportedAt: "2026-11-20T14:00:00.000Z" },
      { reportedAt: "2026-11-22T15:30:12.870Z" },
    ]);
  });

  it("confirms a walkover claim left unanswered past its 48 hours, or records the right result", async () => {
    const claimed = aMatch({
      id: 46,
      tournamentId: 2,
      player1Id: 5,
      player1Name: "Marco Antonio Chaves Rojas",
      player2Id: 6,
      player2Name: "Ileana Víquez Fallas",
      status: "pending",
      winnerId: null,
      confirmation: {
        state: "claimed",
        reportedBy: 6,
        reportedAt: "2026-11-19T08:00:00.000Z",
        confirmBy: "2026-11-21T08:00:00.000Z",
        claim: { winnerId: 6, score: "W/O" },
      },
    });
    let left: WaitingResult[] = [
      {
        kind: "walkover",
        source: "tournament",
        reason: null,
        match: claimed,
        leagueMatch: null,
        version: null,
        reportedAt: "2026-11-19T08:00:00.000Z",
      },
    ];
    const fetchMock = mockFetch({
      "/api/admin/disputes": () => ({ body: left }),
      "/api/tournaments": { body: [aTournament({ id: 2, name: "Copa Noviembre", status: "active" })] },
      "POST /api/matches/46/confirm": () => {
        left = [];
        return { body: { ...claimed, status: "completed", winnerId: 6, outcome: "walkover" } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    const card = (await screen.findByText("Recorded by Ileana Víquez Fallas")).closest("li");
    if (!card) throw new Error("no card");
    expect(within(card).getByRole("region", { name: "Reported" })).toHaveTextContent(
      "Ileana Víquez Fallas won by walkover (W/O)",
    );
    expect(within(card).queryByRole("region", { name: "Dispute" })).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Accept the report" })).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Record the right result" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Confirm as recorded" }));
    expect(await screen.findByText("No results waiting for you")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/matches/46/confirm")).toEqual({
      reportedAt: "2026-11-19T08:00:00.000Z",
    });
  });

  it("opens the admin's result dialog to record another result", async () => {
    club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "Record another" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Score" });
    expect(within(dialog).getByLabelText("Score")).toHaveValue("6-4, 6-2");
  });

  it("reads the match's history: who, when, before and after", async () => {
    club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "History of Ana Mora vs Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "History of the result" });
    const entries = await within(dialog).findAllByRole("listitem");
    // An organizer's ruling names them, with the name they had then.
    expect(entries[0]).toHaveTextContent("María José Rodríguez Villalobos, organizer");
    expect(entries[1]).toHaveTextContent("Disputed · Luis Vega");
    expect(entries[1]).toHaveTextContent(`After: disputed · reason: “${REASON}”`);
    expect(entries[2]).toHaveTextContent("Recorded · Ana Mora");
    expect(entries[2]).toHaveTextContent("Before: nothing");
    expect(entries[2]).toHaveTextContent("After: Ana Mora · 6-4, 6-2 · awaiting confirmation");
  });

  it("speaks Spanish", async () => {
    club(withVersion);
    renderWithProviders(<DisputesTab />, createQueryClient(), "es");
    expect(await screen.findByText("Anotado por Ana Mora")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Reportado" })).toHaveTextContent("Ana Mora ganó 6-4, 6-2");
    expect(screen.getByRole("region", { name: "Disputa" })).toHaveTextContent(
      "Luis Vega ganó 6-4, 3-6, 10-8",
    );
    expect(screen.getByText("Luis Vega lo disputa")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar el reporte" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar la disputa" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Registrar otro" })).toBeInTheDocument();
  });

  it("lists a league score beside the tournament's, settles it through the league, and lends the league's dialog", async () => {
    const fetchMock = club([
      ...waiting,
      {
        kind: "disputed",
        source: "league",
        reason: "It was 6-3, 4-6, 6-2",
        match: null,
        leagueMatch: leagueScore,
        reportedAt: "2026-11-11T18:00:00Z",
      },
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <DisputesTab
        leagueCorrection={(match, close) => <button onClick={close}>League dialog {match.id}</button>}
      />,
    );
    const card = (await screen.findByText("It was 6-3, 4-6, 6-2")).closest("li");
    if (!card) throw new Error("no card");
    expect(within(card).getByText("Recorded by League password")).toBeInTheDocument();
    expect(within(card).getByText("A player disputes it")).toBeInTheDocument();
    expect(within(card).getByText(`${leagueScore.player1Name} won 6-3, 6-4`)).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Record another" }));
    expect(screen.getByRole("button", { name: "League dialog 12" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Accept the report" }));
    await waitFor(() => expect(screen.queryByText("It was 6-3, 4-6, 6-2")).not.toBeInTheDocument());
    expect(sentBody(fetchMock, "POST", "/api/league/matches/12/settle")).toEqual({
      accept: "report",
      reportedAt: "2026-11-11T18:00:00Z",
    });
    // The tournament's result still waits.
    expect(screen.getByText(REASON)).toBeInTheDocument();
  });

  it("says when nothing waits", async () => {
    club([]);
    renderWithProviders(<DisputesTab />);
    await waitFor(() => expect(screen.getByText("No results waiting for you")).toBeInTheDocument());
  });
});

const leagueDisputed = (reportedBy: number | null) => ({
  state: "disputed" as const,
  reportedBy,
  reportedAt: "2026-11-20T20:10:00Z",
  confirmBy: null,
});

const scored = {
  status: "completed",
  score: "6-4, 6-2",
  scoreForWinner: "6-4, 6-2",
  setsPlayed: 2,
  player1SetsWon: 2,
  player2SetsWon: 0,
  winnerId: 3,
  setScores: [
    { player1Score: 6, player2Score: 4, winner: 1 },
    { player1Score: 6, player2Score: 2, winner: 1 },
  ],
} satisfies Partial<LeagueMatch>;

/** Entered with the league password; one of the players disputes it. */
const leagueByPassword = aLeagueMatch({ id: 5, ...scored, confirmation: leagueDisputed(null) });
/** Luis Vega (8) recorded that he won 6-3, 6-3; Ana disputes it. */
const byLuis = aLeagueMatch({
  id: 6,
  date: "2026-11-18",
  ...scored,
  score: "3-6, 3-6",
  scoreForWinner: "6-3, 6-3",
  player1SetsWon: 0,
  player2SetsWon: 2,
  winnerId: 8,
  setScores: [
    { player1Score: 3, player2Score: 6, winner: 2 },
    { player1Score: 3, player2Score: 6, winner: 2 },
  ],
  confirmation: leagueDisputed(8),
});
const tournamentMatch = aMatch({
  id: 41,
  tournamentId: 2,
  status: "completed",
  winnerId: 3,
  score: "6-1, 6-1",
  scoreForWinner: "6-1, 6-1",
  outcome: null,
  confirmation: leagueDisputed(3),
});

const LEAGUE_QUEUE: WaitingResult[] = [
  {
    kind: "disputed",
    source: "league",
    reason: "Luis won the first set",
    leagueMatch: leagueByPassword,
    match: null,
    reportedAt: "2026-11-20T20:10:00Z",
  },
  {
    kind: "disputed",
    source: "league",
    reason: "I won 6-3, 6-3",
    leagueMatch: byLuis,
    match: null,
    reportedAt: "2026-11-20T20:10:00Z",
  },
  {
    kind: "disputed",
    source: "tournament",
    reason: "Not so",
    match: tournamentMatch,
    leagueMatch: null,
    reportedAt: "2026-11-20T20:10:00Z",
  },
];

function serveLeague(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "/api/admin/disputes": { body: LEAGUE_QUEUE },
    "/api/tournaments": { body: [aTournament({ id: 2, name: "Copa Noviembre" })] },
    "/api/league/options": { body: LEAGUE_OPTIONS },
    ...extra,
  });
}

function cardWith(text: RegExp) {
  return screen.getAllByRole("listitem").find((item) => text.test(item.textContent ?? "")) as HTMLElement;
}

/** The league's score dialog, as the console lends it (src/app/admin/admin-page.tsx). */
const leagueDialog: LeagueCorrection = (match, onClose) => (
  <LeagueScoreDialog match={match} onClose={onClose} />
);

describe("DisputesTab with league scores", { timeout: 20_000 }, () => {
  it("shows a league dispute's players, score and reason beside the tournament's", async () => {
    serveLeague();
    renderWithProviders(<DisputesTab leagueCorrection={leagueDialog} />);
    await screen.findByText("Luis won the first set", undefined, { timeout: 5000 });

    const password = cardWith(/Luis won the first set/);
    expect(password).toHaveTextContent("Challenge League · 20/11/2026");
    expect(password).toHaveTextContent("Ana Mora vs Luis Vega");
    expect(password).toHaveTextContent("Recorded by League password");
    expect(password).toHaveTextContent("Ana Mora won 6-4, 6-2");
    expect(password).toHaveTextContent("A player disputes it");

    const luis = cardWith(/I won 6-3, 6-3/);
    expect(luis).toHaveTextContent("Recorded by Luis Vega");
    expect(luis).toHaveTextContent("Luis Vega won 6-3, 6-3");
    expect(luis).toHaveTextContent("Ana Mora disputes it");

    expect(cardWith(/Not so/)).toHaveTextContent("Copa Noviembre");
  });

  it("accepts a league report through the league's call", async () => {
    const fetchMock = serveLeague({
      "POST /api/league/matches/5/settle": {
        body: { ...leagueByPassword, confirmation: { ...leagueDisputed(null), state: "confirmed" } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab leagueCorrection={leagueDialog} />);
    await screen.findByText("Luis won the first set", undefined, { timeout: 5000 });
    await user.click(
      within(cardWith(/Luis won the first set/)).getByRole("button", { name: "Accept the report" }),
    );
    expect(await screen.findByText("Report accepted")).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(calls).toContain("POST /api/league/matches/5/settle");
    expect(calls).not.toContain("POST /api/matches/5/settle");
    expect(sentBody(fetchMock, "POST", "/api/league/matches/5/settle")).toEqual({
      accept: "report",
      reportedAt: "2026-11-20T20:10:00Z",
    });
  });

  it("shows a league dispute's own score and accepts it", async () => {
    const fetchMock = serveLeague({
      "/api/admin/disputes": {
        body: LEAGUE_QUEUE.map((item) =>
          item.leagueMatch?.id === 6
            ? {
                ...item,
                leagueVersion: {
                  setsPlayed: 3,
                  setScores: [
                    { player1Score: 6, player2Score: 3, winner: 1 },
                    { player1Score: 3, player2Score: 6, winner: 2 },
                    { player1Score: 6, player2Score: 2, winner: 1 },
                  ],
                },
              }
            : item,
        ),
      },
      "POST /api/league/matches/6/settle": { body: byLuis },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab leagueCorrection={leagueDialog} />);
    await screen.findByText("I won 6-3, 6-3", undefined, { timeout: 5000 });
    const card = cardWith(/I won 6-3, 6-3/);
    expect(within(card).getByRole("region", { name: "Reported" })).toHaveTextContent(
      "Luis Vega won 6-3, 6-3",
    );
    expect(within(card).getByRole("region", { name: "Dispute" })).toHaveTextContent(
      "Ana Mora won 6-3, 3-6, 6-2",
    );
    // The password's score came disputed without one.
    expect(
      within(cardWith(/Luis won the first set/)).getByRole("button", { name: "Accept the dispute" }),
    ).toBeDisabled();
    await user.click(within(card).getByRole("button", { name: "Accept the dispute" }));
    expect(await screen.findByText("Dispute accepted")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/league/matches/6/settle")).toEqual({
      accept: "dispute",
      reportedAt: "2026-11-20T20:10:00Z",
    });
  });

  it("records the right league score with the admin's league score edit", async () => {
    const fetchMock = serveLeague({
      "PATCH /api/league/matches/6": {
        body: { ...byLuis, confirmation: { ...leagueDisputed(8), state: "confirmed" } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab leagueCorrection={leagueDialog} />);
    await screen.findByText("I won 6-3, 6-3", undefined, { timeout: 5000 });
    await user.click(within(cardWith(/I won 6-3, 6-3/)).getByRole("button", { name: "Record another" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Score" });
    await within(dialog).findByRole("button", { name: "Save Score" });
    for (const name of ["Ana Mora", "Luis Vega"]) {
      for (const set of [1, 2]) {
        const field = within(dialog).getByLabelText(`Set ${set}, ${name}`);
        await user.clear(field);
        await user.type(field, name === "Ana Mora" ? "6" : "3");
      }
    }
    await user.click(within(dialog).getByRole("button", { name: "Save Score" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Score" })).not.toBeInTheDocument());
    expect(sentBody(fetchMock, "PATCH", "/api/league/matches/6")).toEqual({
      matchId: 6,
      setsPlayed: 2,
      setScores: [
        { player1Score: 6, player2Score: 3, winner: 1 },
        { player1Score: 6, player2Score: 3, winner: 1 },
      ],
    });
  });
});
