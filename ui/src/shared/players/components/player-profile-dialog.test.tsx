import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PlayerProfileDialog } from "./player-profile-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Eva Ruiz's profile of a season, as GET /api/players/7/profile sends it. */
function eva(season: string, level: "C+" | "B" | null = null) {
  return {
    player: {
      id: 7,
      name: "Eva Ruiz",
      avatar: null,
      bestHand: "right",
      level,
      status: "approved",
      totalPoints: 120,
      matchesPlayed: 2,
      matchesWon: 1,
      matchesLost: 1,
      createdAt: "2024-02-01T12:00:00Z",
    },
    rank: 4,
    winRate: 50,
    breakdown: { total: 120, tournaments: [], league: 120, walkoverPenalty: 0, adjustments: [] },
    recentMatches: [],
    season,
  };
}

describe("PlayerProfileDialog", () => {
  it("shows the current season when no season is given", async () => {
    const fetchMock = mockFetch({ "/api/players/7/profile": { body: eva("2026") } });
    renderWithProviders(<PlayerProfileDialog playerId={7} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Season 2026")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([to]) => String(to))).toEqual(["/api/players/7/profile"]);
  });

  it("shows the player's level", async () => {
    mockFetch({ "/api/players/7/profile": { body: eva("2026", "C+") } });
    renderWithProviders(<PlayerProfileDialog playerId={7} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Level C+")).toBeInTheDocument();
  });

  it("says a level is not confirmed", async () => {
    mockFetch({ "/api/players/7/profile": { body: eva("2026") } });
    renderWithProviders(<PlayerProfileDialog playerId={7} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Level not confirmed")).toBeInTheDocument();
  });

  it("asks for the season it is given, and says all time for all of them", async () => {
    const fetchMock = mockFetch({ "/api/players/7/profile": { body: eva("all") } });
    renderWithProviders(<PlayerProfileDialog playerId={7} season="all" onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("All time")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([to]) => String(to))).toEqual(["/api/players/7/profile?season=all"]);
  });
});
