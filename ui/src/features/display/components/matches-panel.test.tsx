import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { Scoreboard } from "./matches-panel";

/** A board's two rows, each as its text. */
function rows(): string[] {
  const board = document.querySelector("[data-result]") as HTMLElement;
  return Array.from(board.querySelectorAll(":scope > div:last-child > div")).map(
    (row) => row.textContent ?? "",
  );
}

describe("Scoreboard", () => {
  it("shows each player's seed, and 'Ret.' on the row of the player who retired", () => {
    // Ana Mora (3), seed 2, won when Luis Vega (8) retired at 6-4, 2-1.
    renderWithProviders(
      <Scoreboard
        match={aMatch({
          status: "completed",
          winnerId: 3,
          outcome: "retired",
          retired: true,
          score: "6-4, 2-1",
          scoreForWinner: "6-4, 2-1",
          sets: [
            { player1: 6, player2: 4, tiebreak: null },
            { player1: 2, player2: 1, tiebreak: null },
          ],
        })}
        tag={null}
        seeds={new Map([[3, 2]])}
        fresh={new Set()}
        size="large"
      />,
    );
    const [ana, luis] = rows();
    expect(ana).toBe("Ana Mora(2)Seed 262");
    expect(luis).toBe("Luis VegaRet.41");
    expect(screen.getAllByText("Ret.")).toHaveLength(1);
  });

  it("keeps a walkover on the winner's row", () => {
    renderWithProviders(
      <Scoreboard
        match={aMatch({ status: "completed", winnerId: 8, outcome: "walkover", walkover: true })}
        tag={null}
        seeds={new Map()}
        fresh={new Set()}
        size="small"
      />,
    );
    const [ana, luis] = rows();
    expect(ana).toBe("Ana Mora");
    expect(luis).toBe("Luis VegaW/O");
  });
});
