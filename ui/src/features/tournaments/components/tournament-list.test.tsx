import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Tournament } from "@/lib/wire";
import { mockFetch } from "@/test/fetch-mock";
import { aTournament } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { TournamentList } from "./tournament-list";

function tournament(id: number, status: Tournament["status"], extra: Partial<Tournament> = {}): Tournament {
  return aTournament({ id, status, playerCount: 16, registeredCount: 16, selectedPlayerIds: [], ...extra });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
