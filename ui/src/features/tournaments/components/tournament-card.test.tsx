import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

describe("TournamentCard", () => {
  it("gives the admin a View button into the admin console", () => {
    renderWithProviders(<TournamentCard tournament={copa} isAdmin />);
    const view = screen.getByRole("link", { name: "View in admin: Copa Pura Vida" });
    expect(view).toHaveTextContent("View");
    expect(view).toHaveAttribute("href", "/admin?tab=tournaments&tournament=3");
    expect(screen.getByRole("link", { name: "View Details: Copa Pura Vida" })).toHaveAttribute(
      "href",
      "/tournament/3",
    );
  });

  it("shows visitors 'View Details' only", () => {
    renderWithProviders(<TournamentCard tournament={copa} isAdmin={false} />);
    expect(screen.getByRole("link", { name: "View Details: Copa Pura Vida" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View in admin/ })).not.toBeInTheDocument();
  });
});
