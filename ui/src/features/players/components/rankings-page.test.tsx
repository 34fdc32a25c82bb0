import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { RankingsPage } from "./rankings-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const rankings = [
  { id: 3, rank: 1, name: "Ana Mora", avatar: null, totalPoints: 420, season: "2026" },
  { id: 8, rank: 2, name: "Luis Vega", avatar: null, totalPoints: 300, season: "2026" },
  { id: 5, rank: 2, name: "Marta Solís", avatar: null, totalPoints: 300, season: "2026" },
  { id: 9, rank: 4, name: "Pablo Jiménez", avatar: null, totalPoints: 120, season: "2026" },
];

/** GET /api/seasons of a club in its first season: nothing in the archive yet. */
const firstSeason = { "/api/seasons": { body: { current: "2026", seasons: [] } } };

/** A plain profile: ranked, no matches. */
function profileOf(id: number, name: string) {
  return {
    player: {
      id,
      name,
      avatar: null,
      bestHand: "right",
      status: "approved",
      totalPoints: 90,
      matchesPlayed: 0,
      matchesWon: 0,
      matchesLost: 0,
      createdAt: "2026-01-01",
    },
    rank: 5,
    winRate: 0,
    breakdown: { total: 90, tournaments: [], league: 0, walkoverPenalty: 0, adjustments: [] },
    recentMatches: [],
    season: "2026",
  };
}

/** Luis Vega's profile, for tests to vary. */
const luis = profileOf(8, "Luis Vega");

describe("RankingsPage", () => {
  it("lists rank, player and total points, with icons for the top three", async () => {
    mockFetch({ ...firstSeason, "/api/rankings": { body: rankings } });
    renderWithProviders(<RankingsPage />);
    expect(screen.getByText("Loading rankings...")).toBeInTheDocument();
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(5);
    expect(within(rows[1] as HTMLElement).getByLabelText("First place")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByLabelText("Second place")).toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).queryByLabelText(/place/)).not.toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).getByText("120")).toBeInTheDocument();
  });

  it("opens the profile with the win rate as a whole percent", async () => {
    mockFetch({
      ...firstSeason,
      "/api/rankings": { body: rankings },
      "/api/players/8/profile": {
        body: {
          ...luis,
          player: { ...luis.player, bestHand: "left", matchesPlayed: 3, matchesWon: 2, matchesLost: 1 },
          winRate: 66.7,
          breakdown: { total: 300, tournaments: [], league: 24, walkoverPenalty: 30, adjustments: [] },
        },
      },
    });
    renderWithProviders(<RankingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("67%")).toBeInTheDocument();
    expect(within(dialog).getByText("Left-handed")).toBeInTheDocument();
    expect(within(dialog).getByText("-30")).toBeInTheDocument();
    expect(within(dialog).getByText("No matches played yet")).toBeInTheDocument();
  });

  it("lets a long name wrap, in the table and in the profile, rather than cutting it short", async () => {
    const long = "Priscilla Quesada Rodríguez";
    mockFetch({
      ...firstSeason,
      "/api/rankings": {
        body: [...rankings, { id: 24, rank: 5, name: long, avatar: null, totalPoints: 90, season: "2026" }],
      },
      "/api/players/24/profile": { body: profileOf(24, long) },
    });
    renderWithProviders(<RankingsPage />);
    const button = await screen.findByRole("button", { name: long });
    expect(within(button).getByText(long)).not.toHaveClass("truncate");
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText(long)).not.toHaveClass("truncate");
  });

  it("gives focus back to the name that opened the profile when it closes", async () => {
    mockFetch({
      ...firstSeason,
      "/api/rankings": { body: rankings },
      "/api/players/8/profile": { body: profileOf(8, "Luis Vega") },
    });
    renderWithProviders(<RankingsPage />);
    const button = await screen.findByRole("button", { name: "Luis Vega" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Luis Vega")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("marks each recent match won, lost or drawn", async () => {
    const match = {
      kind: "league",
      date: "2026-03-01",
      opponentId: 3,
      opponentName: "Ana Mora",
      context: null,
    };
    mockFetch({
      ...firstSeason,
      "/api/rankings": { body: rankings },
      "/api/players/8/profile": {
        body: {
          ...luis,
          player: { ...luis.player, matchesPlayed: 3, matchesWon: 1, matchesLost: 1 },
          winRate: 33,
          recentMatches: [
            { ...match, result: "won", score: "6-3, 6-2" },
            { ...match, result: "lost", score: "3-6, 2-6" },
            { ...match, result: "drawn", score: "6-4, 4-6" },
          ],
        },
      },
    });
    renderWithProviders(<RankingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    const recent = await within(dialog).findAllByText("vs Ana Mora");
    const rows = recent.map((name) => name.closest("li") as HTMLElement);
    expect(rows.map((row) => within(row).getByLabelText(/^(Won|Lost|Drawn)$/).textContent)).toEqual([
      "W",
      "L",
      "D",
    ]);
    expect(within(rows[2] as HTMLElement).getByLabelText("Drawn")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("6-4, 4-6")).toBeInTheDocument();
  });

  it("says 'Player not found' when the profile is gone", async () => {
    mockFetch({
      ...firstSeason,
      "/api/rankings": { body: rankings },
      "/api/players/9/profile": { status: 404, body: { error: "not_found", message: "No such player" } },
    });
    renderWithProviders(<RankingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Pablo Jiménez" }));
    expect(await screen.findByText("Player not found")).toBeInTheDocument();
  });

  it("lists every player of a large club, the first ones at once", async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      rank: i + 1,
      name: `Player ${i + 1}`,
      avatar: null,
      totalPoints: 1000 - i,
      season: "2026",
    }));
    mockFetch({ ...firstSeason, "/api/rankings": { body: many } });
    renderWithProviders(<RankingsPage />);
    expect(await screen.findByRole("button", { name: "Player 1" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(46), { timeout: 5000 });
    expect(screen.getByRole("button", { name: "Player 45" })).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    mockFetch({ ...firstSeason, "/api/rankings": { body: [] } });
    renderWithProviders(<RankingsPage />);
    expect(await screen.findByText("No players registered yet")).toBeInTheDocument();
  });
});
