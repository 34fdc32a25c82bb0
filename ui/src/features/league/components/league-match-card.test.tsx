import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { aLeagueMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { LeagueMatchCard } from "./league-match-card";

/** A one-set match of 6-6: played, each set won by nobody, no winner. */
const drawn = aLeagueMatch({
  id: 7,
  status: "completed",
  score: "6-6",
  scoreForWinner: "6-6",
  setsPlayed: 1,
  setScores: [{ player1Score: 6, player2Score: 6, winner: 0 }],
  player1SetsWon: 0,
  player2SetsWon: 0,
  winnerId: null,
});

describe("LeagueMatchCard", () => {
  it("says a played match without a winner is a draw, and crowns nobody", () => {
    renderWithProviders(<LeagueMatchCard match={drawn} />);
    expect(screen.getByText("Draw")).toBeInTheDocument();
    expect(screen.getByText("6-6")).toBeInTheDocument();
    expect(screen.queryByLabelText("Winner")).not.toBeInTheDocument();
  });

  it("says it in Spanish", () => {
    renderWithProviders(<LeagueMatchCard match={drawn} />, createQueryClient(), "es");
    expect(screen.getByText("Empate")).toBeInTheDocument();
  });

  it("says no draw for a match with a winner, nor for one still to play", () => {
    const { unmount } = renderWithProviders(
      <LeagueMatchCard
        match={aLeagueMatch({
          status: "completed",
          score: "6-4, 6-2",
          scoreForWinner: "6-4, 6-2",
          winnerId: 3,
        })}
      />,
    );
    expect(screen.queryByText("Draw")).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText("Winner").parentElement as HTMLElement).getByRole("link"),
    ).toBeTruthy();
    unmount();
    renderWithProviders(<LeagueMatchCard match={aLeagueMatch({ status: "pending", winnerId: null })} />);
    expect(screen.queryByText("Draw")).not.toBeInTheDocument();
  });
});
