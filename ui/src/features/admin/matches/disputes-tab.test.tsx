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
    reportedAt: "2026-11-10T18:00:00Z",
  },
];
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
    id: 9,
    at: "2026-11-10T19:00:00Z",
    actor: "member",
    actorRef: "8",
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
  });
  return fetchMock;
}

describe("DisputesTab", { timeout: 30_000 }, () => {
  it("shows both versions: the recorded result and who disputes it, with the reason", async () => {
    club();
    renderWithProviders(<DisputesTab />);
    const card = (await screen.findByText(REASON)).closest("li");
    if (!card) throw new Error("no card");
    expect(within(card).getByText("Recorded by Ana Mora")).toBeInTheDocument();
    expect(within(card).getByText("Ana Mora won 6-4, 6-2")).toBeInTheDocument();
    expect(within(card).getByText("Luis Vega disputes it")).toBeInTheDocument();
    expect(within(card).getByText("Copa Noviembre · Week 3 · Semifinals")).toBeInTheDocument();
  });

  it("confirms the recorded result as the admin, and the queue empties", async () => {
    const fetchMock = club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "Confirm as recorded" }));
    expect(await screen.findByText("No results waiting for you")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/matches/41/confirm",
      expect.objectContaining({ method: "POST" }),
    );
    // It names the version the card showed.
    expect(sentBody(fetchMock, "POST", "/api/matches/41/confirm")).toEqual({
      reportedAt: "2026-11-10T18:00:00Z",
    });
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

  it("opens the admin's result dialog to record the right result", async () => {
    club();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab />);
    await user.click(await screen.findByRole("button", { name: "Record the right result" }));
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
    expect(entries[0]).toHaveTextContent("Disputed · Luis Vega");
    expect(entries[0]).toHaveTextContent(`After: disputed · reason: “${REASON}”`);
    expect(entries[1]).toHaveTextContent("Recorded · Ana Mora");
    expect(entries[1]).toHaveTextContent("Before: nothing");
    expect(entries[1]).toHaveTextContent("After: Ana Mora · 6-4, 6-2 · awaiting confirmation");
  });

  it("speaks Spanish", async () => {
    club();
    renderWithProviders(<DisputesTab />, createQueryClient(), "es");
    expect(await screen.findByText("Anotado por Ana Mora")).toBeInTheDocument();
    expect(screen.getByText("Luis Vega lo disputa")).toBeInTheDocument();
    expect(screen.getByText("Ana Mora ganó 6-4, 6-2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Anotar el resultado correcto" })).toBeInTheDocument();
  });

  it("lists a league score beside the tournament's, confirms it through the league, and lends the league's dialog", async () => {
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
    await user.click(within(card).getByRole("button", { name: "Record the right result" }));
    expect(screen.getByRole("button", { name: "League dialog 12" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Confirm as recorded" }));
    await waitFor(() => expect(screen.queryByText("It was 6-3, 4-6, 6-2")).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/league/matches/12/confirm",
      expect.objectContaining({ method: "POST" }),
    );
    expect(sentBody(fetchMock, "POST", "/api/league/matches/12/confirm")).toEqual({
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

  it("confirms a league score through the league's call", async () => {
    const fetchMock = serveLeague({
      "POST /api/league/matches/5/confirm": {
        body: { ...leagueByPassword, confirmation: { ...leagueDisputed(null), state: "confirmed" } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DisputesTab leagueCorrection={leagueDialog} />);
    await screen.findByText("Luis won the first set", undefined, { timeout: 5000 });
    await user.click(
      within(cardWith(/Luis won the first set/)).getByRole("button", { name: "Confirm as recorded" }),
    );
    expect(await screen.findByText("Result confirmed")).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(calls).toContain("POST /api/league/matches/5/confirm");
    expect(calls).not.toContain("POST /api/matches/5/confirm");
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
    await user.click(
      within(cardWith(/I won 6-3, 6-3/)).getByRole("button", { name: "Record the right result" }),
    );
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
