import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { aTournament } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { TournamentCard } from "./tournament-card";

const copa = aTournament({
  id: 3,
  name: "Copa Pura Vida",
  status: "coming_soon",
  startDate: "2026-12-12",
  playerCount: 12,
});

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
