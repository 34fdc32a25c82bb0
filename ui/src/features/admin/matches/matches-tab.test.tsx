import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Match } from "@/lib/wire";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { aMatch, aTournament } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { MatchesTab } from "./matches-tab";

const played = { hasResults: true, matchesGenerated: true };
const tournaments = [
  aTournament({ id: 1, name: "Grand Slam Agosto", status: "completed", startDate: "2026-08-03", ...played }),
  aTournament({ id: 2, name: "Grand Slam Noviembre", status: "active", startDate: "2026-11-02", ...played }),
  aTournament({ id: 3, name: "Grand Slam Diciembre", status: "draft", startDate: "2026-12-07", ...played }),
];

/** A match of the active tournament, the one the tab opens on. */
const testMatch = (id: number, overrides: Partial<Match> = {}) =>
  aMatch({ id, tournamentId: 2, ...overrides });

const unknown = { player1Id: null, player2Id: null, player1Name: null, player2Name: null };

const matches = [
  testMatch(1),
  testMatch(2, {
    player1Id: 5,
    player2Id: 6,
    player1Name: "Carla Solís",
    player2Name: null,
    status: "completed",
    // Won by player 2: stored from player 1's side, listed from the winner's.
    winnerId: 6,
    score: "4-6, 2-6",
    scoreForWinner: "6-4, 6-2",
  }),
  testMatch(3, {
    stage: "semifinal",
    groupId: null,
    week: 4,
    status: "scheduled",
    ...unknown,
    player1Label: { kind: "group_place", group: "A", place: 1 },
    player2Label: { kind: "group_place", group: "B", place: 2 },
  }),
  testMatch(4, {
    stage: "semifinal",
    groupId: null,
    week: 4,
    slot: 1,
    status: "scheduled",
    player2Id: null,
    player2Name: null,
    player2Label: { kind: "group_place", group: "A", place: 2 },
  }),
  testMatch(5, {
    stage: "final",
    groupId: null,
    week: 4,
    player1Name: "Diego Rojas",
    player2Name: "Marta Solís",
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function row(text: string) {
  return screen.getAllByRole("listitem").find((item) => item.textContent?.includes(text)) as HTMLElement;
}

describe("MatchesTab", { timeout: 15_000 }, () => {
  it("opens on the active tournament, its matches by week and stage", async () => {
    mockFetch({
      "/api/tournaments": { body: tournaments },
      "/api/tournaments/2/matches": { body: matches },
      "/api/tournaments/2/players": {
        body: [
          {
            id: 6,
            playerId: 6,
            name: "Pablo Quesada",
            avatar: null,
            seed: 1,
            seedShown: true,
            groupId: 1,
            points: 0,
            tournamentPoints: 0,
          },
        ],
      },
      "/api/tournaments/2/groups": {
        body: [{ id: 1, name: "Group A", letter: "A", isFinal: false, matchesPlayed: 1, matchesTotal: 6 }],
      },
    });
    renderWithProviders(<MatchesTab />);

    expect(await screen.findByRole("combobox", { name: "Tournament" })).toHaveTextContent(
      "Grand Slam Noviembre",
    );
    expect(await screen.findByRole("heading", { name: "Week 1 · Group Stage" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Week 4 · Semifinals" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Week 4 · Final" })).toBeInTheDocument();

    // A name the match leaves out comes from the tournament's players.
    expect(within(row("Carla Solís")).getByText("Pablo Quesada")).toBeInTheDocument();
    expect(within(row("Carla Solís")).getByText("6-4, 6-2")).toBeInTheDocument();
    expect(within(row("Carla Solís")).queryByText("4-6, 2-6")).not.toBeInTheDocument();
    expect(within(row("Carla Solís")).getByLabelText("Winner").parentElement).toHaveTextContent(
      "Pablo Quesada",
    );
    expect(within(row("1st Group A")).getAllByText("TBD")).toHaveLength(2);
    expect(within(row("Ana Mora")).getByText("Group A")).toBeInTheDocument();
  });

  it("offers Record Score only for playable matches, and Edit for played ones", async () => {
    mockFetch({
      "/api/tournaments": { body: tournaments },
      "/api/tournaments/2/matches": { body: matches },
      "/api/tournaments/2/players": { body: [] },
      "/api/tournaments/2/groups": { body: [] },
    });
    renderWithProviders(<MatchesTab />);
    await screen.findByRole("heading", { name: "Week 1 · Group Stage" });

    expect(screen.getAllByRole("button", { name: "Record Score" })).toHaveLength(2);
    expect(within(row("Ana Mora")).getByRole("button", { name: "Record Score" })).toBeInTheDocument();
    expect(within(row("Diego Rojas")).getByRole("button", { name: "Record Score" })).toBeInTheDocument();
    expect(within(row("Carla Solís")).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(
      within(row("Carla Solís")).queryByRole("button", { name: "Record Score" }),
    ).not.toBeInTheDocument();
    for (const waiting of ["1st Group A", "2nd Group A"]) {
      expect(within(row(waiting)).queryByRole("button")).not.toBeInTheDocument();
      expect(within(row(waiting)).getByText("Waiting for players")).toBeInTheDocument();
    }

    await userEvent.click(within(row("Diego Rojas")).getByRole("button", { name: "Record Score" }));
    const dialog = await screen.findByRole("dialog", { name: "Record Score" });
    expect(dialog).toHaveTextContent("Diego Rojas vs Marta Solís · Week 4 · Final");
  });

  it("shows only the matches still to record when asked, and says when there are none", async () => {
    mockFetch({
      "/api/tournaments": { body: tournaments },
      "/api/tournaments/2/matches": { body: matches },
      "/api/tournaments/2/players": { body: [] },
      "/api/tournaments/2/groups": { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<MatchesTab />);
    await screen.findByRole("heading", { name: "Week 1 · Group Stage" });
    const shown = screen.getByRole("combobox", { name: "Show" });
    // Two matches have both players and no result: Ana Mora's and Diego Rojas's.
    await user.selectOptions(shown, "To record (2)");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Ana Mora"),
      expect.stringContaining("Diego Rojas"),
    ]);
    expect(screen.queryByRole("heading", { name: "Week 4 · Semifinals" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Record Score" })).toHaveLength(2);
    await user.selectOptions(shown, "All matches");
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
  });

  it("says when no match waits for its result, in Spanish too", async () => {
    mockFetch({
      "/api/tournaments": { body: tournaments },
      "/api/tournaments/2/matches": { body: [matches[1], matches[2]] },
      "/api/tournaments/2/players": { body: [] },
      "/api/tournaments/2/groups": { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<MatchesTab />, createQueryClient(), "es");
    const shown = await screen.findByRole("combobox", { name: "Mostrar" });
    expect(within(row("Carla Solís")).getByRole("button", { name: "Reabrir" })).toBeInTheDocument();
    await user.selectOptions(shown, "Por registrar (0)");
    expect(screen.getByText("Ningún partido espera su resultado")).toBeInTheDocument();
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });

  it("reopens a played match after asking, and the result is cleared", async () => {
    let reopened = false;
    const fetchMock = mockFetch({
      "/api/tournaments": { body: tournaments },
      "/api/tournaments/2/matches": () => ({
        body: reopened
          ? matches.map((match) =>
              match.id === 2 ? { ...match, status: "pending", winnerId: null, score: null } : match,
            )
          : matches,
      }),
      "/api/tournaments/2/players": { body: [] },
      "/api/tournaments/2/groups": { body: [] },
      "DELETE /api/matches/2/result": () => {
        reopened = true;
        return { body: { ...matches[1], status: "pending", winnerId: null, score: null } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MatchesTab />);
    await screen.findByRole("heading", { name: "Week 1 · Group Stage" });
    // Only the played match can be reopened.
    expect(screen.getAllByRole("button", { name: "Reopen" })).toHaveLength(1);
    await user.click(within(row("Carla Solís")).getByRole("button", { name: "Reopen" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear this result?" });
    expect(dialog).toHaveTextContent("The match will be played again.");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Clear the result" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Clear this result?" })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText("Result cleared: the match is to be played again")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/matches/2/result",
      expect.objectContaining({ method: "DELETE" }),
    );
    await waitFor(() => expect(screen.queryByRole("button", { name: "Reopen" })).not.toBeInTheDocument());
  });

  it("cancels a reopening without sending anything", async () => {
    const fetchMock = mockFetch({
      "/api/tournaments": { body: tournaments },
      "/api/tournaments/2/matches": { body: matches },
      "/api/tournaments/2/players": { body: [] },
      "/api/tournaments/2/groups": { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<MatchesTab />);
    await user.click(await screen.findByRole("button", { name: "Reopen" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear this result?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });

  it("lists the later results a reopening clears, and clears them once confirmed", async () => {
    const semifinal = testMatch(7, {
      stage: "semifinal",
      groupId: null,
      week: 4,
      status: "completed",
      player1Id: 5,
      player1Name: "Carla Solís",
      player2Id: 11,
      player2Name: "Rebeca Alvarado",
      winnerId: 5,
      score: "6-2, 6-2",
      scoreForWinner: "6-2, 6-2",
    });
    const fetchMock = mockFetch({
      "/api/tournaments": { body: tournaments },
      "/api/tournaments/2/matches": { body: [matches[1], semifinal] },
      "/api/tournaments/2/players": { body: [] },
      "/api/tournaments/2/groups": { body: [] },
      "DELETE /api/matches/2/result": (_, url) =>
        url.searchParams.get("clearLater") === "true"
          ? { body: { ...matches[1], status: "pending", winnerId: null } }
          : {
              status: 409,
              body: {
                error: "conflict",
                code: "result_played_on",
                message: "Played on",
                fields: {
                  clearLater: { code: "result_played_on", message: "played on", params: { matches: [7] } },
                },
              },
            },
    });
    const user = userEvent.setup();
    renderWithProviders(<MatchesTab />);
    await screen.findByRole("heading", { name: "Week 1 · Group Stage" });
    await user.click(within(row("6-4, 6-2")).getByRole("button", { name: "Reopen" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Clear this result?" })).getByRole("button", {
        name: "Clear the result",
      }),
    );
    const later = await screen.findByRole("dialog", { name: "Clear the later results?" });
    expect(within(later).getByText("Semifinals: Carla Solís vs Rebeca Alvarado")).toBeInTheDocument();
    await user.click(within(later).getByRole("button", { name: "Clear them and save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE").map(([url]) => url)).toEqual([
      "/api/matches/2/result",
      "/api/matches/2/result?clearLater=true",
    ]);
  });

  it("says so when the tournament has no matches yet", async () => {
    mockFetch({
      "/api/tournaments": { body: [tournaments[0]] },
      "/api/tournaments/1/matches": { body: [] },
      "/api/tournaments/1/players": { body: [] },
      "/api/tournaments/1/groups": { body: [] },
    });
    renderWithProviders(<MatchesTab />);
    expect(await screen.findByText("No matches scheduled yet")).toBeInTheDocument();
  });
});
