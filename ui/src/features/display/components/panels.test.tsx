import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { GroupPlayer } from "@/lib/wire";
import { renderWithProviders } from "@/test/render";
import { GroupsPanel } from "./panels";

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
