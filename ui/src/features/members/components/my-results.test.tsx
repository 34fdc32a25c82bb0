import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerDictionary } from "@/lib/i18n";
import { es } from "@/lib/i18n/es";
import { createQueryClient } from "@/lib/query-client";
import type { Match } from "@/lib/wire";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aLeagueMatch, aMatch, aTournament } from "@/test/fixtures";
import { renderRoutes } from "@/test/render";
import { MePage } from "./me-page";

registerDictionary("es", es);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Ana Mora (7) is the member; Bruno Campos (9) recorded their match 41, which awaits her.
const awaiting = {
  state: "awaiting" as const,
  reportedBy: 9,
  reportedAt: "2026-11-10T18:00:00Z",
  confirmBy: "2026-11-12T18:00:00Z",
};
const ANA = {
  playerId: 7,
  name: "Ana Mora",
  status: "approved",
  avatar: null,
  language: "en",
  stoppedDevices: [],
};
const reported: Match = aMatch({
  id: 41,
  tournamentId: 4,
  stage: "group",
  player1Id: 7,
  player1Name: "Ana Mora",
  player2Id: 9,
  player2Name: "Bruno Campos",
  status: "completed",
  winnerId: 9,
  score: "4-6, 3-6",
  scoreForWinner: "6-4, 6-3",
  confirmation: awaiting,
});
// Her next match, against Carla Méndez (11), with no result yet.
const next: Match = aMatch({
  id: 52,
  tournamentId: 4,
  player1Id: 11,
  player1Name: "Carla Méndez",
  player2Id: 7,
  player2Name: "Ana Mora",
});
const OVERVIEW = {
  playerPage: "/players/7",
  calendarFeed: "/api/players/7/calendar.ics",
  tournamentMatches: [
    {
      matchId: 52,
      tournamentId: 4,
      tournamentName: "Copa Noviembre",
      stage: "group",
      round: 2,
      week: 2,
      weekStart: "2026-11-09",
      weekEnd: "2026-11-15",
      opponentId: 11,
      opponentName: "Carla Méndez",
      deadline: "2026-11-15",
      rescheduleUntil: "2026-11-18",
      timing: "this_week",
      date: null,
      time: null,
      cancha: null,
    },
  ],
  leagueMatches: [],
};

const routes = [{ path: "/me", element: <MePage /> }];

// A league score entered with the league password: Carla won, so it waits for Ana.
const leagueScore = aLeagueMatch({
  id: 12,
  player1Id: 7,
  player1Name: "Ana Mora",
  player2Id: 11,
  player2Name: "Carla Méndez",
  status: "completed",
  winnerId: 11,
  score: "3-6, 4-6",
  scoreForWinner: "6-3, 6-4",
  confirmation: { ...awaiting, reportedBy: null },
});

function club(league: unknown[] = []) {
  let matches = [reported, next];
  const answered = (state: "confirmed" | "disputed") => {
    matches = [{ ...reported, confirmation: { ...awaiting, state, confirmBy: null } }, next];
    return { body: matches[0] };
  };
  return mockFetch({
    "/api/me": { body: ANA },
    "/api/me/overview": { body: OVERVIEW },
    "/api/me/sessions": { body: [] },
    "/api/tournaments": { body: [aTournament({ id: 4, name: "Copa Noviembre", status: "active" })] },
    "/api/tournaments/4/matches": () => ({ body: matches }),
    "/api/league/matches": (_, url) =>
      url.searchParams.get("player") === "7" ? { body: league } : { status: 422, body: {} },
    "POST /api/league/matches/12/confirm": () => ({ body: leagueScore }),
    "POST /api/matches/41/confirm": () => answered("confirmed"),
    "POST /api/matches/41/dispute": () => answered("disputed"),
  });
}

describe("the member's results on /me", { timeout: 30_000 }, () => {
  it("puts 'Confirm or dispute' at the top, and a confirmed result leaves it", async () => {
    const fetchMock = club();
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const section = await screen.findByRole("region", { name: "Confirm or dispute" }, { timeout: 5000 });
    // Before the member's own heading: the first thing on the page.
    const heading = screen.getByRole("heading", { name: "Ana Mora" });
    expect(section.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section).toHaveTextContent("Bruno Campos recorded: Bruno Campos won 6-4, 6-3");
    expect(section).toHaveTextContent("Confirms itself on 12/11/2026");

    await user.click(within(section).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Confirm or dispute" })).not.toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/matches/41/confirm",
      expect.objectContaining({ method: "POST" }),
    );
    // It names the version it confirms.
    expect(sentBody(fetchMock, "POST", "/api/matches/41/confirm")).toEqual({
      reportedAt: "2026-11-10T18:00:00Z",
    });
  });

  it("disputes with a reason; the result then shows as disputed", async () => {
    club();
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const section = await screen.findByRole("region", { name: "Confirm or dispute" }, { timeout: 5000 });
    await user.click(within(section).getByRole("button", { name: "Dispute" }));
    const dialog = await screen.findByRole("dialog", { name: "Dispute the result" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "What is wrong with it?" }),
      "I won 6-4, 6-3",
    );
    await user.click(within(dialog).getByRole("button", { name: "Dispute" }));
    const mine = await screen.findByRole("region", { name: "My results" }, { timeout: 5000 });
    expect(mine).toHaveTextContent("Disputed");
    expect(mine).toHaveTextContent("Disputed: the club's admin settles it");
  });

  it("lists a league score the league password entered, and confirms it through the league", async () => {
    const fetchMock = club([leagueScore]);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const section = await screen.findByRole("region", { name: "Confirm or dispute" }, { timeout: 5000 });
    const items = await within(section).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const league = items[1] as HTMLElement;
    expect(league).toHaveTextContent("Recorded with the league password: Carla Méndez won 6-3, 6-4");
    await user.click(within(league).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/league/matches/12/confirm",
        expect.objectContaining({ method: "POST" }),
      ),
    );
    expect(sentBody(fetchMock, "POST", "/api/league/matches/12/confirm")).toEqual({
      reportedAt: "2026-11-10T18:00:00Z",
    });
  });

  it("offers the phone form for each next match, in Spanish", async () => {
    // 12 November at the club: the match may be played until the 18th.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-12T18:00:00Z"));
    club();
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me", createQueryClient(), "es");
    expect(
      await screen.findByRole("region", { name: "Confirmar o disputar" }, { timeout: 5000 }),
    ).toHaveTextContent("Bruno Campos anotó: Bruno Campos ganó 6-4, 6-3");
    const matches = await screen.findByRole("list", { name: "Mis próximos partidos" });
    await user.click(await within(matches).findByRole("button", { name: "Anotar resultado" }));
    const dialog = await screen.findByRole("dialog", { name: "Anotar el resultado" });
    expect(within(dialog).getByRole("radio", { name: "Carla Méndez" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Ana Mora" })).toBeInTheDocument();
  });
});

// Ileana Víquez Fallas (21) is the member; María José Quesada Villalobos (22) recorded their
// match 63, then corrected it while Ileana's page still showed the first score.
const ILEANA = {
  playerId: 21,
  name: "Ileana Víquez Fallas",
  status: "approved",
  avatar: null,
  language: "es",
  stoppedDevices: [],
};
const MARIA_JOSE = "María José Quesada Villalobos";
const FIRST_REPORT = "2026-11-28T18:05:09.123Z";
const CORRECTED = "2026-11-28T18:07:41.507Z";
/** María José's report, as a version: awaiting Ileana for 48 hours from `reportedAt`. */
const reportedAs = (reportedAt: string, state: "awaiting" | "confirmed" = "awaiting") => ({
  state,
  reportedBy: 22,
  reportedAt,
  confirmBy: state === "awaiting" ? reportedAt.replace("-28T", "-30T") : null,
});
const firstScore: Match = aMatch({
  id: 63,
  tournamentId: 6,
  stage: "group",
  player1Id: 22,
  player1Name: MARIA_JOSE,
  player2Id: 21,
  player2Name: "Ileana Víquez Fallas",
  status: "completed",
  winnerId: 22,
  score: "6-4, 6-3",
  scoreForWinner: "6-4, 6-3",
  confirmation: reportedAs(FIRST_REPORT),
});
const correctedScore: Match = {
  ...firstScore,
  score: "6-4, 7-5",
  scoreForWinner: "6-4, 7-5",
  confirmation: reportedAs(CORRECTED),
};

/**
 * The club's server for Ileana's page: the list shows the version that stands, and a confirm
 * succeeds only when it names that version (else 409 `result_changed`), as the server answers.
 * `correct()` is María José's correction.
 */
function correctedClub() {
  let standing = firstScore;
  const fetchMock = mockFetch({
    "/api/me": { body: ILEANA },
    "/api/me/overview": {
      body: { ...OVERVIEW, playerPage: "/players/21", tournamentMatches: [], leagueMatches: [] },
    },
    "/api/me/sessions": { body: [] },
    "/api/tournaments": { body: [aTournament({ id: 6, name: "Copa Pura Vida", status: "active" })] },
    "/api/tournaments/6/matches": () => ({ body: [standing] }),
    "/api/league/matches": { body: [] },
    "POST /api/matches/63/confirm": (init) => {
      const { reportedAt } = JSON.parse(String(init?.body)) as { reportedAt: string };
      if (reportedAt !== standing.confirmation?.reportedAt)
        return {
          status: 409,
          body: { error: "conflict", code: "result_changed", message: "The result was corrected since" },
        };
      standing = { ...standing, confirmation: reportedAs(reportedAt, "confirmed") };
      return { body: standing };
    },
  });
  return {
    fetchMock,
    correct: () => {
      standing = correctedScore;
    },
  };
}

/** The body of each confirm of match 63, in order. */
function confirmsSent(fetchMock: ReturnType<typeof mockFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === "/api/matches/63/confirm" && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe("a result corrected while the member's page showed it", { timeout: 30_000 }, () => {
  it("says the score changed beside Confirm, shows the new one, and confirms it next", async () => {
    const { fetchMock, correct } = correctedClub();
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const section = await screen.findByRole("region", { name: "Confirm or dispute" }, { timeout: 5000 });
    const item = within(section).getByRole("listitem");
    expect(item).toHaveTextContent(`${MARIA_JOSE} recorded: ${MARIA_JOSE} won 6-4, 6-3`);
    expect(within(item).getByRole("status")).toBeEmptyDOMElement();

    // María José corrects it; this page, loaded before, still shows 6-4, 6-3.
    correct();
    await user.click(within(item).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(within(item).getByRole("status")).toHaveTextContent("The score changed: look at the new one."),
    );
    // The new score is on screen beside the note, and the page was not left.
    expect(item).toHaveTextContent(`${MARIA_JOSE} recorded: ${MARIA_JOSE} won 6-4, 7-5`);
    expect(item).not.toHaveTextContent("6-4, 6-3");
    expect(screen.queryByText("Could not confirm the result")).not.toBeInTheDocument();

    await user.click(within(item).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Confirm or dispute" })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText("Result confirmed")).toBeInTheDocument();
    expect(confirmsSent(fetchMock)).toEqual([{ reportedAt: FIRST_REPORT }, { reportedAt: CORRECTED }]);
  });

  it("says so in Spanish", async () => {
    const { correct } = correctedClub();
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me", createQueryClient(), "es");
    const section = await screen.findByRole("region", { name: "Confirmar o disputar" }, { timeout: 5000 });
    const item = within(section).getByRole("listitem");
    correct();
    await user.click(within(item).getByRole("button", { name: "Confirmar" }));
    await waitFor(() =>
      expect(within(item).getByRole("status")).toHaveTextContent("El marcador cambió: revise el nuevo."),
    );
    expect(item).toHaveTextContent(`${MARIA_JOSE} anotó: ${MARIA_JOSE} ganó 6-4, 7-5`);
  });
});

// Rosa Díaz Solano (32) claimed a walkover in match 71 of Copa Noviembre against María José
// Solano Villalobos (31): the match stays pending, with no winner, until it is answered.
const ROSA = "Rosa Díaz Solano";
const SOLANO = "María José Solano Villalobos";
const CLAIMED_AT = "2026-11-20T15:00:00Z";
const claimState = (state: "claimed" | "disputed") => ({
  state,
  claim: { winnerId: 32, score: "W/O" },
  reportedBy: 32,
  reportedAt: CLAIMED_AT,
  confirmBy: "2026-11-22T15:00:00Z",
});
const claimedMatch = (state: "claimed" | "disputed" = "claimed"): Match =>
  aMatch({
    id: 71,
    tournamentId: 4,
    stage: "group",
    player1Id: 32,
    player1Name: ROSA,
    player2Id: 31,
    player2Name: SOLANO,
    status: "pending",
    winnerId: null,
    score: null,
    confirmation: claimState(state),
  });

/** The club's server for the page of `member` (31: María José, 32: Rosa), the claim as `state`. */
function claimClub(member: 31 | 32, state: "claimed" | "disputed" = "claimed") {
  const me = member === 31 ? SOLANO : ROSA;
  const opponent = member === 31 ? ROSA : SOLANO;
  let match = claimedMatch(state);
  return mockFetch({
    "/api/me": {
      body: {
        playerId: member,
        name: me,
        status: "approved",
        avatar: null,
        language: "en",
        stoppedDevices: [],
      },
    },
    "/api/me/overview": {
      body: {
        ...OVERVIEW,
        playerPage: `/players/${member}`,
        tournamentMatches: [
          {
            ...OVERVIEW.tournamentMatches[0],
            matchId: 71,
            opponentId: member === 31 ? 32 : 31,
            opponentName: opponent,
          },
        ],
      },
    },
    "/api/me/sessions": { body: [] },
    "/api/tournaments": { body: [aTournament({ id: 4, name: "Copa Noviembre", status: "active" })] },
    "/api/tournaments/4/matches": () => ({ body: [match] }),
    "/api/league/matches": { body: [] },
    "POST /api/matches/71/confirm": () => {
      match = { ...match, status: "completed", winnerId: 32, confirmation: null };
      return { body: match };
    },
    "POST /api/matches/71/dispute": () => {
      match = claimedMatch("disputed");
      return { body: match };
    },
    "DELETE /api/matches/71/claim": () => {
      match = { ...match, confirmation: null };
      return { body: match };
    },
  });
}

describe("a walkover claimed in the member's match", { timeout: 30_000 }, () => {
  it("asks the claimant's opponent to confirm or dispute it, and offers no result form", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 12 November at the club: the match may be played until the 18th.
    vi.setSystemTime(new Date("2026-11-12T18:00:00Z"));
    const fetchMock = claimClub(31);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const section = await screen.findByRole("region", { name: "Confirm or dispute" }, { timeout: 5000 });
    const item = within(section).getByRole("listitem");
    expect(item).toHaveTextContent(`Walkover claimed by ${ROSA}`);
    expect(item).toHaveTextContent("A walkover goes to the club's admin on 22/11/2026");

    // Among the next matches, the claim instead of the result form.
    const next = await screen.findByRole("list", { name: "My next matches" });
    expect(await within(next).findByText(`Walkover claimed by ${ROSA}`)).toBeInTheDocument();
    expect(within(next).queryByRole("button", { name: "Record result" })).not.toBeInTheDocument();

    await user.click(within(item).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Confirm or dispute" })).not.toBeInTheDocument(),
    );
    expect(sentBody(fetchMock, "POST", "/api/matches/71/confirm")).toEqual({ reportedAt: CLAIMED_AT });
  });

  it("disputes it with the member's own score, entered as a result is", async () => {
    const fetchMock = claimClub(31);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me");
    const section = await screen.findByRole("region", { name: "Confirm or dispute" }, { timeout: 5000 });
    await user.click(within(section).getByRole("button", { name: "Dispute" }));
    const dialog = await screen.findByRole("dialog", { name: "Dispute the result" });
    expect(dialog).toHaveTextContent("The walkover counts nowhere until the club's admin settles it.");
    await user.type(within(dialog).getByRole("textbox", { name: "What is wrong with it?" }), "Sí jugamos");
    await user.click(within(dialog).getByRole("button", { name: "Add my score" }));
    await user.click(within(dialog).getByRole("radio", { name: SOLANO }));
    const set2 = within(dialog).getByRole("listitem", { name: "Set 2" });
    for (let i = 0; i < 3; i += 1)
      await user.click(within(set2).getByRole("button", { name: `${ROSA}, Set 2: one more` }));
    await user.click(within(dialog).getByRole("button", { name: "Dispute" }));

    const mine = await screen.findByRole("region", { name: "My results" }, { timeout: 5000 });
    expect(mine).toHaveTextContent(`Walkover claimed by ${ROSA}, disputed`);
    // The score from player 1's side: Rosa's games first.
    expect(sentBody(fetchMock, "POST", "/api/matches/71/dispute")).toEqual({
      reason: "Sí jugamos",
      winnerId: 31,
      score: "0-6, 3-6",
    });
  });

  it("lets the claimant withdraw it, in Spanish: the match is to be played again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 12 November at the club: the match may be played until the 18th.
    vi.setSystemTime(new Date("2026-11-12T18:00:00Z"));
    const fetchMock = claimClub(32);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/me", createQueryClient(), "es");
    const mine = await screen.findByRole("region", { name: "Mis resultados" }, { timeout: 5000 });
    expect(mine).toHaveTextContent(`W.O. reclamado por ${ROSA}`);
    expect(screen.queryByRole("region", { name: "Confirmar o disputar" })).not.toBeInTheDocument();
    const next = await screen.findByRole("list", { name: "Mis próximos partidos" });
    expect(within(next).queryByRole("button", { name: "Anotar resultado" })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole("button", { name: "Retirar reclamo" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/matches/71/claim",
        expect.objectContaining({ method: "DELETE" }),
      ),
    );
    expect(await screen.findByText("Reclamo retirado")).toBeInTheDocument();
    // The same queries as a result's follow: the match is to be played, its form back.
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Mis resultados" })).not.toBeInTheDocument(),
    );
    expect(await within(next).findByRole("button", { name: "Anotar resultado" })).toBeInTheDocument();
  });

  it("says a disputed claim as such to its claimant, who may still withdraw it", async () => {
    claimClub(32, "disputed");
    renderRoutes(routes, "/me");
    const mine = await screen.findByRole("region", { name: "My results" }, { timeout: 5000 });
    expect(mine).toHaveTextContent(`Walkover claimed by ${ROSA}, disputed`);
    expect(mine).toHaveTextContent("Your opponent disputed it: the club's admin settles it");
    expect(within(mine).getByRole("button", { name: "Withdraw claim" })).toBeInTheDocument();
  });
});
