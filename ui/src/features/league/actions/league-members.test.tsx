import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clubToday } from "@/lib/dates";
import type { LeagueMatch } from "@/lib/wire";
import { mockFetch, sentBody, type Canned } from "@/test/fetch-mock";
import { aLeagueMatch, aPlayer } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { LEAGUE_OPTIONS } from "@/shared/league/test/league-options";
import { LeagueWithActions } from "./league-actions";

/** Ana Mora (player 3) signed in as a member; the league is locked for this browser. */
const ANA = {
  playerId: 3,
  name: "Ana Mora",
  status: "approved",
  avatar: null,
  language: "en",
  stoppedDevices: [],
};

/** Ana's own pending match against Luis Vega. */
const own = aLeagueMatch({ id: 7 });
/** A pending match Ana does not play. */
const others = aLeagueMatch({
  id: 6,
  player1Id: 8,
  player1Name: "Luis Vega",
  player2Id: 9,
  player2Name: "Marta Solís",
});

const played = {
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

const awaiting = (reportedBy: number | null) => ({
  state: "awaiting" as const,
  reportedBy,
  reportedAt: "2026-11-20T20:10:00Z",
  confirmBy: "2026-11-22T20:10:00Z",
});

function routes(matches: LeagueMatch[], extra: Record<string, Canned | (() => Canned)> = {}) {
  return mockFetch({
    "GET /api/me": { body: ANA },
    "GET /api/admin/status": { body: { isAdmin: false, leagueUnlocked: false } },
    "GET /api/league/options": { body: LEAGUE_OPTIONS },
    "GET /api/league/matches": { body: matches },
    "GET /api/players": {
      body: [
        aPlayer({ id: 3, name: "Ana Mora" }),
        aPlayer({ id: 8, name: "Luis Vega" }),
        aPlayer({ id: 9, name: "Marta Solís" }),
      ],
    },
    "GET /api/league/range/3": { body: { playerId: 3, opponentIds: [8] } },
    ...extra,
  });
}

function card(name: RegExp) {
  return screen.getAllByRole("listitem").find((item) => name.test(item.textContent ?? "")) as HTMLElement;
}

/**
 * Waits until the page knows the member: the match Ana does not play loses its Record Score
 * (before `/api/me` answers, every pending match offers it behind the password).
 */
async function memberKnown() {
  await screen.findByText("Marta Solís");
  await waitFor(() =>
    expect(within(card(/Marta Solís/)).queryByRole("button", { name: "Record Score" })).toBeNull(),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LeagueWithActions for a signed-in member", { timeout: 20_000 }, () => {
  it("challenges as the member, within their range, with no password", async () => {
    const fetchMock = routes([own, others], {
      "POST /api/league/matches": { status: 201, body: aLeagueMatch({ id: 11 }) },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await memberKnown();

    await user.click(screen.getByRole("button", { name: "Create Match" }));
    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    expect(screen.queryByRole("dialog", { name: "Password Required" })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Player 1")).toHaveTextContent("Ana Mora (you)");
    const opponent = within(dialog).getByLabelText("Player 2");
    // Only Luis is within Ana's range; Marta is not offered at all.
    await waitFor(() => expect(opponent).toBeEnabled());
    const offered = within(opponent)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(offered.some((text) => text?.startsWith("Luis Vega"))).toBe(true);
    expect(offered.some((text) => text?.startsWith("Marta Solís"))).toBe(false);

    await user.selectOptions(opponent, "8");
    await user.click(within(dialog).getByRole("button", { name: "Create Match" }));
    expect(await screen.findByText("League match created")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/league/matches")).toEqual({
      player1Id: 3,
      player2Id: 8,
      date: clubToday(),
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/league/unlock")).toBe(false);
  });

  it("says the member's daily limit in the member's words", async () => {
    routes([own, others], {
      "POST /api/league/matches": {
        status: 429,
        body: { error: "too_many_requests", code: "league_member_daily_limit", message: "Limit" },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await memberKnown();
    await user.click(screen.getByRole("button", { name: "Create Match" }));
    const dialog = await screen.findByRole("dialog", { name: "Create League Match" });
    const opponent = within(dialog).getByLabelText("Player 2");
    await waitFor(() => expect(opponent).toBeEnabled());
    await user.selectOptions(opponent, "8");
    await user.click(within(dialog).getByRole("button", { name: "Create Match" }));
    expect(await screen.findByText("Failed to create league match")).toBeInTheDocument();
    expect(
      screen.getByText("You can create 20 challenges a day. Try again later, or ask the admin."),
    ).toBeInTheDocument();
  });

  it("records the score of the member's own match with no password, and offers nothing on others'", async () => {
    const fetchMock = routes([own, others], {
      "POST /api/league/matches/7/score": {
        body: { ...own, ...played, confirmation: awaiting(3) },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await memberKnown();
    await user.click(within(card(/Ana Mora/)).getByRole("button", { name: "Record Score" }));
    const dialog = await screen.findByRole("dialog", { name: "Record Score" });
    expect(screen.queryByRole("dialog", { name: "Password Required" })).not.toBeInTheDocument();
    await within(dialog).findByRole("button", { name: "Save Score" });
    await user.click(within(dialog).getByRole("radio", { name: "2 sets" }));
    const games = ["6", "4", "6", "2"];
    const fields = [1, 2].flatMap((set) => [
      within(dialog).getByLabelText(`Set ${set}, Ana Mora`),
      within(dialog).getByLabelText(`Set ${set}, Luis Vega`),
    ]);
    for (const [index, field] of fields.entries()) await user.type(field, games[index] ?? "");
    await user.click(within(dialog).getByRole("button", { name: "Save Score" }));

    expect(await screen.findByText("Score recorded")).toBeInTheDocument();
    expect(screen.getByText("Your opponent now confirms it.")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/league/matches/7/score")).toMatchObject({
      matchId: 7,
      setsPlayed: 2,
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/league/unlock")).toBe(false);
  });

  it("marks a score awaiting the member and lets them confirm it on the card; their own they may edit", async () => {
    const byLuis = { ...own, id: 5, ...played, confirmation: awaiting(8) } as LeagueMatch;
    const mine = {
      ...others,
      id: 4,
      player2Id: 3,
      player2Name: "Ana Mora",
      ...played,
      winnerId: 8,
      confirmation: awaiting(3),
    } as LeagueMatch;
    const fetchMock = routes([byLuis, mine], {
      "POST /api/league/matches/5/confirm": {
        body: { ...byLuis, confirmation: { ...awaiting(8), state: "confirmed", confirmBy: null } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await screen.findAllByText("6-4, 6-2");
    expect(screen.getAllByText("Unconfirmed")).toHaveLength(2);

    const toAnswer = card(/Ana Mora.*Luis Vega/);
    const confirm = await within(toAnswer).findByRole("button", { name: "Confirm" });
    // Nothing in its menu for Ana to do: no menu at all.
    expect(within(toAnswer).queryByRole("button", { name: /^Match options/ })).not.toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText("Result confirmed")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/league/matches/5/confirm")).toBe(true);
    // It names the version the card showed.
    expect(sentBody(fetchMock, "POST", "/api/league/matches/5/confirm")).toEqual({
      reportedAt: "2026-11-20T20:10:00Z",
    });

    // Ana recorded the other one: she corrects it, she does not confirm it.
    const own2 = card(/Luis Vega.*Ana Mora/);
    expect(within(own2).queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();
    await user.click(within(own2).getByRole("button", { name: "Match options: Luis Vega vs Ana Mora" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    expect(await screen.findByRole("dialog", { name: "Edit Score" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Password Required" })).not.toBeInTheDocument();
  });

  it("asks only the player a league password's score does not favour to answer it", async () => {
    // Entered with the league password: Ana won against Ileana Víquez Fallas (11), and lost
    // to María José Quesada Villalobos (12).
    const anaWon = aLeagueMatch({
      id: 31,
      player2Id: 11,
      player2Name: "Ileana Víquez Fallas",
      ...played,
      confirmation: awaiting(null),
    });
    const anaLost = aLeagueMatch({
      id: 32,
      player1Id: 12,
      player1Name: "María José Quesada Villalobos",
      player2Id: 3,
      player2Name: "Ana Mora",
      ...played,
      winnerId: 12,
      confirmation: awaiting(null),
    });
    routes([anaWon, anaLost]);
    renderWithProviders(<LeagueWithActions />);
    await screen.findByText("Ileana Víquez Fallas");
    const lost = card(/María José Quesada Villalobos/);
    expect(await within(lost).findByRole("button", { name: "Confirm" })).toBeInTheDocument();
    expect(within(lost).getByRole("button", { name: "Dispute" })).toBeInTheDocument();
    // Her own win is Ileana's to confirm or dispute.
    const won = card(/Ileana Víquez Fallas/);
    expect(within(won).queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();
    expect(within(won).queryByRole("button", { name: "Dispute" })).not.toBeInTheDocument();
    expect(within(won).getByText("Unconfirmed")).toBeInTheDocument();
  });

  it("cancels the member's own pending challenge after a question, and offers no cancel on others'", async () => {
    let matches = [own, others];
    const fetchMock = routes([], {
      "GET /api/league/matches": () => ({ body: matches }),
      "DELETE /api/league/matches/7": () => {
        matches = [others];
        return { status: 204 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueWithActions />);
    await memberKnown();
    expect(within(card(/Marta Solís/)).queryByRole("button", { name: "Cancel challenge" })).toBeNull();
    // Nothing in others' menus for Ana: no menu at all.
    expect(within(card(/Marta Solís/)).queryByRole("button", { name: /^Match options/ })).toBeNull();

    await user.click(within(card(/Ana Mora/)).getByRole("button", { name: "Cancel challenge" }));
    const question = await screen.findByRole("dialog", { name: "Cancel this challenge?" });
    expect(question).toHaveTextContent(
      "Your match against Luis Vega on 20/11/2026 leaves the league, for both of you.",
    );
    expect(screen.queryByRole("dialog", { name: "Password Required" })).not.toBeInTheDocument();
    await user.click(within(question).getByRole("button", { name: "Cancel challenge" }));

    expect(await screen.findByText("Challenge cancelled")).toBeInTheDocument();
    // The list is asked again: Ana's card is gone, Luis and Marta's stays.
    await waitFor(() => expect(card(/Ana Mora/)).toBeUndefined());
    expect(card(/Marta Solís/)).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/league/unlock")).toBe(false);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
  });
});
