import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Match } from "@/lib/wire";
import { aMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { knockoutFromMatches } from "../../model/bracket";
import { KnockoutTree } from "./knockout-tree";

/** A semifinal of Ana Mora (3, top) and Luis Vega (8, bottom), played as given. */
function semifinal(slot: number, played: Partial<Match>): Match {
  return aMatch({ id: 10 + slot, stage: "semifinal", groupId: null, slot, status: "completed", ...played });
}

function draw(...matches: Match[]) {
  renderWithProviders(<KnockoutTree matches={knockoutFromMatches(matches)} singleElimination={false} />);
}

function drawSeeded(seeds: Map<number, number>, ...matches: Match[]) {
  renderWithProviders(
    <KnockoutTree matches={knockoutFromMatches(matches)} singleElimination={false} seeds={seeds} />,
  );
}

/** The rows of a box, each as its player's name and the texts of its cells. */
function scoreboard(box: string) {
  return within(screen.getByRole("article", { name: box }))
    .getAllByRole("row")
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      ...within(row)
        .queryAllByRole("cell")
        .map((cell) => cell.textContent),
    ]);
}

function rowOf(box: string, name: string) {
  return within(screen.getByRole("article", { name: box }))
    .getByRole("rowheader", { name: new RegExp(name) })
    .closest("tr") as HTMLElement;
}

describe("KnockoutTree's marks", () => {
  it.each([
    ["late", "late", "Late", "border-amber-500"],
    ["overdue", "overdue", "Overdue", "border-red-600"],
  ] as const)("marks a %s match's card", (timing, mark, title, border) => {
    draw(semifinal(0, { status: "pending", timing }));
    const card = screen.getByRole("article", { name: "Semifinals, match 1" });
    expect(card).toHaveAttribute("data-timing", mark);
    expect(card).toHaveAttribute("title", title);
    expect(card).toHaveClass(border);
  });

  it.each(["upcoming", "this_week", null] as const)("leaves a match on time (%s) unmarked", (timing) => {
    draw(semifinal(0, { status: "pending", timing }));
    const card = screen.getByRole("article", { name: "Semifinals, match 1" });
    expect(card).not.toHaveAttribute("data-timing");
    expect(card).not.toHaveAttribute("title");
    expect(card).not.toHaveClass("border-amber-500");
    expect(card).not.toHaveClass("border-red-600");
  });
});

describe("KnockoutTree's walkover claims", () => {
  const claim = (state: "claimed" | "disputed") => ({
    state,
    claim: { winnerId: 8, score: "W/O" },
    reportedBy: 8,
    reportedAt: "2026-11-23T15:00:00Z",
    confirmBy: "2026-11-25T15:00:00Z",
  });

  it("says who claimed a walkover, under both players, with no winner or mark", () => {
    draw(semifinal(0, { status: "pending", confirmation: claim("claimed") }));
    const card = screen.getByRole("article", { name: "Semifinals, match 1" });
    expect(within(card).getByText("Walkover claimed by Luis Vega")).toBeInTheDocument();
    expect(within(card).queryByRole("img", { name: "Winner" })).not.toBeInTheDocument();
    expect(scoreboard("Semifinals, match 1")).toEqual([["Ana Mora"], ["Luis Vega"]]);
    expect(screen.queryByText("Unconfirmed")).not.toBeInTheDocument();
  });

  it("says a disputed claim as such, in Spanish", () => {
    renderWithProviders(
      <KnockoutTree
        matches={knockoutFromMatches([
          semifinal(0, {
            status: "pending",
            player2Name: "María José Solano Villalobos",
            confirmation: claim("disputed"),
          }),
        ])}
        singleElimination={false}
      />,
      undefined,
      "es",
    );
    const card = screen.getByRole("article", { name: "Semifinales, partido 1" });
    expect(card).toHaveTextContent("W.O. reclamado por María José Solano Villalobos, en disputa");
    expect(screen.queryByText("En disputa")).not.toBeInTheDocument();
  });
});

describe("KnockoutTree", () => {
  it("gives each player their games per set, the tiebreak small beside the set loser's games", () => {
    // Luis Vega, listed second, won 6-4, 7-6(5): from player 1's side 4-6, 6-7(5).
    draw(
      semifinal(0, {
        winnerId: 8,
        score: "4-6, 6-7(5)",
        scoreForWinner: "6-4, 7-6(5)",
        sets: [
          { player1: 4, player2: 6, tiebreak: null },
          { player1: 6, player2: 7, tiebreak: 5 },
        ],
      }),
    );
    expect(scoreboard("Semifinals, match 1")).toEqual([
      ["Ana Mora", "4", "6(5)"],
      ["Luis Vega", "6", "7"],
    ]);
    const loser = rowOf("Semifinals, match 1", "Ana Mora");
    expect(within(loser).getByText("5", { selector: "sup" })).toBeInTheDocument();
    const winner = rowOf("Semifinals, match 1", "Luis Vega");
    expect(winner).toHaveClass("font-extrabold");
    expect(within(winner).getByLabelText("Winner")).toBeInTheDocument();
    expect(loser).not.toHaveClass("font-extrabold");
    // Nothing reads the score from the loser's side.
    expect(screen.queryByText("4-6, 6-7(5)")).not.toBeInTheDocument();
  });

  it("shows a match tiebreak as a set of its own points", () => {
    draw(
      semifinal(0, {
        winnerId: 3,
        score: "6-4, 3-6, 10-8",
        scoreForWinner: "6-4, 3-6, 10-8",
        sets: [
          { player1: 6, player2: 4, tiebreak: null },
          { player1: 3, player2: 6, tiebreak: null },
          { player1: 10, player2: 8, tiebreak: null },
        ],
      }),
    );
    expect(scoreboard("Semifinals, match 1")).toEqual([
      ["Ana Mora", "6", "3", "10"],
      ["Luis Vega", "4", "6", "8"],
    ]);
  });

  it("notes a walkover on the winner's row and a retirement on the row of the player who retired", () => {
    draw(
      semifinal(0, { winnerId: 8, score: "W/O", scoreForWinner: "W/O", walkover: true }),
      semifinal(1, {
        winnerId: 3,
        score: "6-4, 2-1 ret.",
        scoreForWinner: "6-4, 2-1 ret.",
        retired: true,
        sets: [
          { player1: 6, player2: 4, tiebreak: null },
          { player1: 2, player2: 1, tiebreak: null },
        ],
      }),
    );
    expect(scoreboard("Semifinals, match 1")).toEqual([
      ["Ana Mora", ""],
      ["Luis Vega", "W/O"],
    ]);
    // Ana Mora won: Luis Vega retired, and "Ret." stands on his row.
    expect(scoreboard("Semifinals, match 2")).toEqual([
      ["Ana Mora", "6", "2", ""],
      ["Luis Vega", "4", "1", "Ret."],
    ]);
  });

  it("shows each known player's seed beside the name, as the Players tab says it", () => {
    // Ana Mora is seed 3; Luis Vega's seed is not shown; a side still to come has none.
    drawSeeded(
      new Map([[3, 3]]),
      semifinal(0, {}),
      aMatch({
        id: 30,
        stage: "final",
        groupId: null,
        player1Id: null,
        player1Name: null,
        player1Label: { kind: "winner_of", stage: "semifinal", number: 1 },
      }),
    );
    const ana = rowOf("Semifinals, match 1", "Ana Mora");
    expect(within(ana).getByText("(3)")).toBeInTheDocument();
    expect(within(ana).getByRole("rowheader")).toHaveAccessibleName(/Ana Mora.*Seed 3/);
    const luis = rowOf("Semifinals, match 1", "Luis Vega");
    expect(within(luis).queryByText(/Seed/)).not.toBeInTheDocument();
    const final = within(screen.getByRole("article", { name: "Final, match 1" }));
    expect(final.queryByText(/Seed/)).not.toBeInTheDocument();
  });

  it("shows no score for a match not played yet or a bye", () => {
    draw(
      aMatch({ id: 20, stage: "final", groupId: null }),
      aMatch({
        id: 21,
        stage: "semifinal",
        groupId: null,
        isBye: true,
        status: "completed",
        winnerId: 3,
        player2Id: null,
        player2Name: null,
      }),
    );
    expect(scoreboard("Final, match 1")).toEqual([["Ana Mora"], ["Luis Vega"]]);
    expect(scoreboard("Semifinals, match 1")).toEqual([["Ana Mora"], ["BYE"]]);
  });
});
