import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import type { Tournament } from "../api/types";
import { TournamentCard } from "./tournament-card";

const copa: Tournament = {
  id: 3,
  name: "Copa Pura Vida",
  status: "coming_soon",
  startDate: "2026-12-12",
  playerCount: 12,
  registeredCount: 12,
  tournamentType: "hybrid",
  buyIn: 0,
  bagPrice: 0,
  championId: null,
  championName: null,
  hasResults: false,
  matchesGenerated: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TournamentCard", () => {
  it("gives the admin a View button into the admin console", async () => {
    mockFetch({ "/api/admin/status": { body: { isAdmin: true, leagueUnlocked: true } } });
    renderWithProviders(<TournamentCard tournament={copa} />);
    const view = await screen.findByRole("link", { name: "View in admin: Copa Pura Vida" });
    expect(view).toHaveTextContent("View");
    expect(view).toHaveAttribute("href", "/admin?tab=tournaments&tournament=3");
    expect(screen.getByRole("link", { name: "View Details: Copa Pura Vida" })).toHaveAttribute(
      "href",
      "/tournament/3",
    );
  });

  it("shows visitors 'View Details' only", async () => {
    const fetchMock = mockFetch({ "/api/admin/status": { body: { isAdmin: false, leagueUnlocked: false } } });
    renderWithProviders(<TournamentCard tournament={copa} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole("link", { name: "View Details: Copa Pura Vida" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View in admin/ })).not.toBeInTheDocument();
  });
});
