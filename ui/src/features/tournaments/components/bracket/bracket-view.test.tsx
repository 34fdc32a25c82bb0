import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aDrawPlan } from "@/test/draw-plans";
import { mockFetch } from "@/test/fetch-mock";
import { aMatch, aTournament } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { BracketView } from "./bracket-view";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("BracketView", () => {
  it("shows the server's planned draw while the matches do not exist yet", async () => {
    const fetchMock = mockFetch({
      "/api/tournaments/4": {
        body: aTournament({ id: 4, status: "active", tournamentType: "single_elimination", playerCount: 5 }),
      },
      "/api/tournaments/4/matches": { body: [] },
      "/api/tournaments/draw-plan": (_, url) => {
        expect(url.searchParams.get("tournamentType")).toBe("single_elimination");
        expect(url.searchParams.get("playerCount")).toBe("5");
        return { body: aDrawPlan("single_elimination", 5) };
      },
    });
    renderWithProviders(<BracketView tournamentId={4} />);
    expect(await screen.findByText(/Projected pairings/)).toBeInTheDocument();
    // A draw of 8 for 5 players: seeds 1 to 3 have byes; seed 4 meets seed 5.
    const tree = screen.getByText(/Projected pairings/).closest("section");
    expect(tree).not.toBeNull();
    for (const seed of ["Seed 1", "Seed 2", "Seed 3", "Seed 4", "Seed 5"]) {
      expect(within(tree as HTMLElement).getAllByText(seed).length).toBeGreaterThan(0);
    }
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("draw-plan"))).toBe(true);
  });

  it("does not ask for a plan once the knockout matches exist", async () => {
    const fetchMock = mockFetch({
      "/api/tournaments/4": {
        body: aTournament({ id: 4, status: "active", tournamentType: "single_elimination", playerCount: 2 }),
      },
      "/api/tournaments/4/matches": {
        body: [aMatch({ id: 9, stage: "final", tournamentId: 4, groupId: null })],
      },
    });
    renderWithProviders(<BracketView tournamentId={4} />);
    expect(await screen.findByRole("heading", { name: "Tournament Bracket" })).toBeInTheDocument();
    expect(screen.queryByText(/Projected pairings/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("draw-plan"))).toBe(false);
  });
});
