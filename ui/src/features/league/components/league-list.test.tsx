import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeagueMatch } from "@/lib/wire";
import { mockFetch } from "@/test/fetch-mock";
import { aLeagueMatch, aPlayer } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { leagueServer } from "../test/league-server";
import { LeagueList } from "./league-list";

const players = [
  aPlayer({ id: 3, name: "Ana Mora" }),
  aPlayer({ id: 8, name: "Luis Vega" }),
  aPlayer({ id: 9, name: "Marta Solís" }),
  aPlayer({ id: 4, name: "Álvaro Díaz" }),
  aPlayer({ id: 5, name: "Nueva Registro", status: "pending" }),
];

/** 65 matches in the server's order: 5 pending, then 60 played; Ana plays Luis in every third. */
function club(): LeagueMatch[] {
  return Array.from({ length: 65 }, (_, index) => {
    const id = 100 - index;
    const pending = index < 5;
    const third = index % 3 === 0;
    return aLeagueMatch({
      id,
      player1Id: 3,
      player1Name: "Ana Mora",
      player2Id: third ? 8 : 9,
      player2Name: third ? "Luis Vega" : "Marta Solís",
      status: pending ? "pending" : "completed",
      score: pending ? null : "6-4, 6-2",
      scoreForWinner: pending ? null : "6-4, 6-2",
      winnerId: pending ? null : 3,
    });
  });
}

/** The match cards: the items of the first list (each card has a list of its own inside). */
function cards(): HTMLElement[] {
  const list = screen.queryAllByRole("list")[0];
  return list ? (Array.from(list.children) as HTMLElement[]) : [];
}

function options(select: HTMLElement) {
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LeagueList", { timeout: 15_000 }, () => {
  it("shows 30 matches at a time and the next ones with 'Load more', until every match is shown", async () => {
    const server = leagueServer(club);
    mockFetch({ "GET /api/league/matches": server.route, "GET /api/players": { body: players } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueList />);

    expect(await screen.findByText("Showing 30 of 65")).toBeInTheDocument();
    expect(cards()).toHaveLength(30);
    expect(server.asked.map((url) => url.search)).toEqual(["?limit=30&offset=0"]);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 60 of 65")).toBeInTheDocument();
    expect(cards()).toHaveLength(60);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 65 of 65")).toBeInTheDocument();
    expect(cards()).toHaveLength(65);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(server.asked.map((url) => url.searchParams.get("offset"))).toEqual(["0", "30", "60"]);
  });

  it("filters by player and by status, asking the server for them", async () => {
    const server = leagueServer(club);
    mockFetch({ "GET /api/league/matches": server.route, "GET /api/players": { body: players } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueList />);
    await screen.findByText("Showing 30 of 65");

    const player = screen.getByLabelText("Player");
    // Approved players only, by name as the club reads it.
    await waitFor(() =>
      expect(options(player)).toEqual(["All players", "Álvaro Díaz", "Ana Mora", "Luis Vega", "Marta Solís"]),
    );
    expect(options(screen.getByLabelText("Status"))).toEqual(["All", "Pending", "Completed"]);

    await user.selectOptions(player, "Luis Vega");
    expect(await screen.findByText("Showing 22 of 22")).toBeInTheDocument();
    expect(cards().every((card) => card.textContent?.includes("Luis Vega"))).toBe(true);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "Pending");
    expect(await screen.findByText("Showing 2 of 2")).toBeInTheDocument();
    expect(server.asked.at(-1)?.search).toBe("?limit=30&offset=0&player=8&status=pending");

    await user.selectOptions(player, "All players");
    expect(await screen.findByText("Showing 5 of 5")).toBeInTheDocument();
    expect(server.asked.at(-1)?.search).toBe("?limit=30&offset=0&status=pending");
  });

  it("says so when no match fits the filters", async () => {
    const server = leagueServer(club);
    mockFetch({ "GET /api/league/matches": server.route, "GET /api/players": { body: players } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueList />);
    await screen.findByText("Showing 30 of 65");
    await waitFor(() => expect(options(screen.getByLabelText("Player"))).toContain("Álvaro Díaz"));

    await user.selectOptions(screen.getByLabelText("Player"), "Álvaro Díaz");
    expect(await screen.findByText("No matches found")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it("keeps the shown matches when the next page fails, and loads it on the next try", async () => {
    const server = leagueServer(club);
    let fail = true;
    mockFetch({
      "GET /api/league/matches": (init, url) =>
        url.searchParams.get("offset") === "30" && fail
          ? { status: 500, body: { error: "internal", message: "Internal error" } }
          : server.route(init, url),
      "GET /api/players": { body: players },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeagueList />);
    await screen.findByText("Showing 30 of 65");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load more matches");
    expect(cards()).toHaveLength(30);

    fail = false;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 60 of 65")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("writes a played match's score from the winner's side", async () => {
    const played = {
      status: "completed" as const,
      setScores: [],
      setsPlayed: 2,
      player1SetsWon: 0,
      player2SetsWon: 2,
    };
    mockFetch({
      "GET /api/league/matches": {
        body: [
          // Luis Vega, listed second, won.
          aLeagueMatch({ id: 2, ...played, winnerId: 8, score: "4-6, 2-6", scoreForWinner: "6-4, 6-2" }),
          // A drawn match (a set each and a tied set) is written as it was played.
          aLeagueMatch({
            id: 1,
            ...played,
            player2Id: 9,
            player2Name: "Marta Solís",
            winnerId: null,
            score: "6-4, 3-6, 5-5",
            scoreForWinner: "6-4, 3-6, 5-5",
          }),
        ],
        headers: { "X-Total-Count": "2" },
      },
      "GET /api/players": { body: players },
    });
    renderWithProviders(<LeagueList />);
    const [won, drawn] = await waitFor(() => {
      const shown = cards();
      expect(shown).toHaveLength(2);
      return shown as [HTMLElement, HTMLElement];
    });
    expect(within(won).getByText("6-4, 6-2")).toBeInTheDocument();
    expect(within(won).queryByText("4-6, 2-6")).not.toBeInTheDocument();
    expect(within(won).getByLabelText("Winner").parentElement).toHaveTextContent("Luis Vega");
    expect(within(drawn).getByText("6-4, 3-6, 5-5")).toBeInTheDocument();
  });
});
