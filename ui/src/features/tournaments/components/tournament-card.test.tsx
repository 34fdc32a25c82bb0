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

describe("TournamentCard with a final played but not confirmed yet", () => {
  const WINNER = "Rebeca Sáenz Fonseca Villalobos";
  const finalDeDiciembre = (state: "awaiting" | "disputed") =>
    aTournament({
      id: 8,
      name: "Final de Diciembre",
      status: "active",
      tournamentType: "single_elimination",
      startDate: "2026-11-30",
      playerCount: 2,
      matchesGenerated: true,
      hasResults: true,
      finalWaiting: { winnerId: 21, winnerName: WINNER, state },
    });

  it.each([
    ["awaiting", "en", `Final played: ${WINNER} won, awaiting confirmation`, "Champion"],
    ["disputed", "en", `Final played: ${WINNER} won, disputed`, "Champion"],
    ["awaiting", "es", `Final jugada: ganó ${WINNER}, por confirmar`, "Campeón"],
    ["disputed", "es", `Final jugada: ganó ${WINNER}, en disputa`, "Campeón"],
  ] as const)("says the %s final in %s, and names no champion", (state, locale, line, champion) => {
    renderWithProviders(
      <TournamentCard tournament={finalDeDiciembre(state)} isAdmin={false} />,
      undefined,
      locale,
    );
    const said = screen.getByText(line);
    // The long name wraps on a phone rather than overflowing or being cut.
    expect(said).toHaveClass("break-words");
    expect(said.className).not.toMatch(/truncate|line-clamp/);
    expect(screen.queryByText(champion)).not.toBeInTheDocument();
  });

  it("still names the champion of a confirmed final", () => {
    renderWithProviders(
      <TournamentCard
        tournament={aTournament({
          id: 8,
          name: "Final de Diciembre",
          status: "completed",
          tournamentType: "single_elimination",
          playerCount: 2,
          championId: 21,
          championName: WINNER,
        })}
        isAdmin={false}
      />,
    );
    const champion = screen.getByText("Champion").closest("div") as HTMLElement;
    expect(champion).toHaveTextContent(`Champion${WINNER}`);
    expect(screen.queryByText(/Final played/)).not.toBeInTheDocument();
  });
});
