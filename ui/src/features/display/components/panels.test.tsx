import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { GroupPlayer } from "@/lib/wire";
import { NO_SEEDS } from "@/shared/tournaments/model/seeds";
import { aMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { BracketPanel, GroupsPanel } from "./panels";

const line = (position: number, playerId: number, name: string): GroupPlayer => ({
  groupId: 1,
  position,
  playerId,
  name,
  avatar: null,
  decidedBy: null,
  matches: 3,
  wins: 3 - position,
  losses: position,
  points: 3 - position,
  setsWon: 6,
  setsLost: 2,
  gamesWon: 40,
  gamesLost: 20,
  setWinPct: 75,
  gameWinPct: 66.7,
  qualified: position <= 2,
  tiedWith: [],
});

describe("GroupsPanel", () => {
  it("gives a long name a second line instead of cutting it, with the player's seed", () => {
    const long = "María Fernanda Quesada Solano";
    renderWithProviders(
      <GroupsPanel
        tables={[
          {
            group: { id: 1, letter: "A", name: "Group A", isFinal: false, matchesPlayed: 3, matchesTotal: 6 },
            lines: [line(1, 3, long), line(2, 8, "Luis Vega")],
          },
        ]}
        seeds={new Map([[3, 4]])}
      />,
    );
    const name = screen.getByText(long);
    // Not cut with an ellipsis on one line: it wraps onto a second one when it must.
    expect(name).not.toHaveClass("truncate");
    expect(name.closest("td")).not.toHaveClass("truncate");
    expect(name).toHaveClass("line-clamp-2");
    expect(name).toHaveTextContent(`${long} (4)Seed 4`);
    expect(screen.getByText("Luis Vega")).toHaveTextContent(/^Luis Vega$/);
  });
});

describe("BracketPanel", () => {
  const WINNER = "Rebeca Sáenz Fonseca Villalobos";
  const final = aMatch({
    id: 30,
    tournamentId: 8,
    stage: "final",
    groupId: null,
    player1Id: 21,
    player2Id: 22,
    player1Name: WINNER,
    player2Name: "Tatiana Brenes Calderón",
    status: "completed",
    winnerId: 21,
    sets: [
      { player1: 6, player2: 3, tiebreak: null },
      { player1: 6, player2: 4, tiebreak: null },
    ],
  });

  it.each([
    ["awaiting", "en", `Final played: ${WINNER} won, awaiting confirmation`],
    ["disputed", "es", `Final jugada: ganó ${WINNER}, en disputa`],
  ] as const)("says under the final that it is %s (%s), the name wrapped, not cut", (state, locale, line) => {
    renderWithProviders(
      <BracketPanel
        columns={[{ stage: "final", matches: [final] }]}
        seeds={NO_SEEDS}
        fresh={new Set()}
        waiting={{ winnerId: 21, winnerName: WINNER, state }}
      />,
      undefined,
      locale,
    );
    const said = screen.getByText(line);
    expect(said).toHaveClass("break-words");
    expect(said.className).not.toMatch(/truncate|line-clamp/);
  });

  it("says nothing of the kind once the final is confirmed", () => {
    renderWithProviders(
      <BracketPanel
        columns={[{ stage: "final", matches: [final] }]}
        seeds={NO_SEEDS}
        fresh={new Set()}
        waiting={null}
      />,
    );
    expect(screen.getByText(WINNER)).toBeInTheDocument();
    expect(screen.queryByText(/Final played/)).not.toBeInTheDocument();
  });
});
