import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Tournament } from "@/lib/wire";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { aTournament } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { TournamentList } from "./tournament-list";

function tournament(id: number, status: Tournament["status"], extra: Partial<Tournament> = {}): Tournament {
  return aTournament({ id, status, playerCount: 16, registeredCount: 16, selectedPlayerIds: [], ...extra });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A finished tournament of `season`, won by `champion`. */
function finished(id: number, season: number, champion: string): Tournament {
  return tournament(id, "completed", {
    startDate: `${season}-06-06`,
    season,
    championId: 100 + id,
    championName: champion,
  });
}

describe("TournamentList", () => {
  it("gives each card the admin's View button once the server says the admin is in", async () => {
    mockFetch({
      "/api/tournaments": { body: [tournament(1, "active"), tournament(2, "coming_soon")] },
      "/api/admin/status": { body: { isAdmin: true, leagueUnlocked: false } },
    });
    renderWithProviders(<TournamentList />);
    expect(await screen.findByRole("link", { name: "View in admin: Grand Slam 1" })).toHaveAttribute(
      "href",
      "/admin?tab=tournaments&tournament=1",
    );
    expect(screen.getByRole("link", { name: "View in admin: Grand Slam 2" })).toBeInTheDocument();
  });

  it("says it is loading, then shows the sections with their counts", async () => {
    mockFetch({
      "/api/tournaments": {
        body: [
          tournament(1, "active", { tournamentType: "single_elimination", playerCount: 13 }),
          tournament(2, "completed"),
          tournament(3, "coming_soon", { startDate: "2026-12-07" }),
          tournament(4, "draft"),
        ],
      },
    });
    renderWithProviders(<TournamentList />);
    expect(screen.getByText("Loading tournaments...")).toBeInTheDocument();

    const active = await screen.findByRole("region", { name: "Active Tournaments" });
    expect(within(active).getByText("2 tournaments")).toBeInTheDocument();
    expect(within(active).getByText("Grand Slam 1")).toBeInTheDocument();
    expect(within(active).getByText("Single Elimination")).toBeInTheDocument();
    expect(within(active).getByText("Tournament is currently in progress")).toBeInTheDocument();
    expect(within(active).getByText("Finished")).toBeInTheDocument();

    const soon = screen.getByRole("region", { name: "Coming Soon" });
    expect(within(soon).getByText("1 tournament")).toBeInTheDocument();
    expect(within(soon).getByText("07/12/2026")).toBeInTheDocument();
    expect(within(soon).getByText("Registration opening soon")).toBeInTheDocument();
    expect(within(soon).getByRole("link", { name: /View Details/ })).toHaveAttribute("href", "/tournament/3");

    expect(screen.queryByText("Grand Slam 4")).not.toBeInTheDocument();
  });

  it("folds the finished tournaments by season, the current one open, each naming its champion", async () => {
    // The club's date: 27 November 2026.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T18:00:00Z"));
    mockFetch({
      "/api/tournaments": {
        body: [
          tournament(1, "active"),
          finished(2, 2026, "Ana Mora"),
          finished(3, 2025, "Luis Vega"),
          finished(4, 2025, "Marta Solís"),
          finished(5, 2024, "Pablo Jiménez"),
        ],
      },
    });
    renderWithProviders(<TournamentList />);
    const active = await screen.findByRole("region", { name: "Active Tournaments" });
    // The spec's count: every active and completed tournament.
    expect(within(active).getByText("5 tournaments")).toBeInTheDocument();
    const seasons = within(active).getAllByRole("button", { name: /^Finished in/ });
    expect(seasons.map((button) => button.textContent)).toEqual([
      "Finished in 20261 tournament",
      "Finished in 20252 tournaments",
      "Finished in 20241 tournament",
    ]);
    expect(seasons.map((button) => button.getAttribute("aria-expanded"))).toEqual(["true", "false", "false"]);
    // The current season's cards show, with their champion; the older ones are not rendered.
    expect(within(active).getByRole("heading", { name: "Grand Slam 2", level: 4 })).toBeInTheDocument();
    expect(within(active).getByText("Champion")).toBeInTheDocument();
    expect(within(active).getByText("Ana Mora")).toBeInTheDocument();
    expect(within(active).queryByText("Grand Slam 3")).not.toBeInTheDocument();
    expect(screen.queryByText("Luis Vega")).not.toBeInTheDocument();

    // Unfolding 2025 shows its two cards and their champions; the button says it is open.
    const [, lastSeason] = seasons;
    await userEvent.click(lastSeason as HTMLElement);
    expect(lastSeason).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(lastSeason?.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(within(panel).getByText("Luis Vega")).toBeInTheDocument();
    expect(within(panel).getByText("Marta Solís")).toBeInTheDocument();
    await userEvent.click(lastSeason as HTMLElement);
    expect(screen.queryByText("Luis Vega")).not.toBeInTheDocument();
  });

  it("folds the seasons in Spanish too", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T18:00:00Z"));
    mockFetch({
      "/api/tournaments": { body: [finished(2, 2026, "Ana Mora"), finished(3, 2025, "Luis Vega")] },
    });
    renderWithProviders(<TournamentList />, createQueryClient(), "es");
    expect(await screen.findByRole("button", { name: /^Finalizados en 2026/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("button", { name: /^Finalizados en 2025/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.getByText("Campeón")).toBeInTheDocument();
  });

  it("shows the empty state and no 'Coming Soon' when nothing is on", async () => {
    mockFetch({ "/api/tournaments": { body: [] } });
    renderWithProviders(<TournamentList />);
    expect(await screen.findByText("No active tournaments yet")).toBeInTheDocument();
    expect(screen.getByText("Check back soon for upcoming tournaments!")).toBeInTheDocument();
    expect(screen.queryByText("Coming Soon")).not.toBeInTheDocument();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    mockFetch({ "/api/tournaments": { status: 500, body: { error: "internal", message: "oops" } } });
    renderWithProviders(<TournamentList />);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
