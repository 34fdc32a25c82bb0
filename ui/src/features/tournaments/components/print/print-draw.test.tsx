import { describe, expect, it } from "vitest";
import type { GroupPlayer } from "@/lib/wire";
import { aMatch, aTeamMatch, aTournament } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { knockoutFromMatches } from "../../model/bracket";
import { PRINT_DOUBLES_TREE, PRINT_SHEET } from "../../model/print-sheet";
import { PrintDraw } from "./print-draw";

const line = (groupId: number, position: number, playerId: number, name: string): GroupPlayer => ({
  groupId,
  position,
  playerId,
  name,
  avatar: null,
  decidedBy: null,
  matches: 0,
  wins: 0,
  losses: 0,
  points: 0,
  setsWon: 0,
  setsLost: 0,
  gamesWon: 0,
  gamesLost: 0,
  setWinPct: 0,
  gameWinPct: 0,
  qualified: false,
  tiedWith: [],
});

describe("PrintDraw", () => {
  it("prints seeds beside the names, 'Ret.' on the retired player's side, and group tables as wide as the page allows", () => {
    // A final Ana Mora (3, seed 1) won when Luis Vega (8) retired.
    const final = aMatch({
      id: 40,
      stage: "final",
      groupId: null,
      status: "completed",
      winnerId: 3,
      retired: true,
      outcome: "retired",
      sets: [{ player1: 6, player2: 4, tiebreak: null }],
    });
    const groups = ["A", "B", "C"].map((letter, index) => ({
      id: index + 1,
      letter,
      name: `Group ${letter}`,
      isFinal: true,
      matchesPlayed: 6,
      matchesTotal: 6,
    }));
    const { container } = renderWithProviders(
      <PrintDraw
        tournament={aTournament({ status: "completed", playerCount: 12 })}
        knockout={knockoutFromMatches([final])}
        groups={groups}
        lines={[
          line(1, 1, 3, "Ana Mora"),
          line(2, 1, 8, "Luis Vega"),
          line(3, 1, 9, "María Fernanda Quesada Solano"),
        ]}
        seeds={new Map([[3, 1]])}
      />,
    );
    const sheet = container.querySelector(".print-draw") as HTMLElement;
    const sides = Array.from(sheet.querySelectorAll(".h-1\\/2")).map((side) => side.textContent);
    expect(sides).toEqual(["Ana Mora(1)Seed 16", "Luis Vega4Ret."]);
    const tables = Array.from(sheet.querySelectorAll("table"));
    expect(tables).toHaveLength(3);
    // Three groups share the page: each is wider than the narrowest a table prints.
    for (const table of tables) {
      expect(Number.parseInt(table.style.width)).toBeGreaterThan(PRINT_SHEET.groupWidth);
    }
    expect(tables[0]?.textContent).toContain("Ana Mora (1)");
  });

  it("prints a doubles final on wider cards, each team's two names on up to two lines, seeded by its key", () => {
    const final = aTeamMatch({
      id: 41,
      stage: "final",
      groupId: null,
      status: "completed",
      winnerTeam: 1,
      sets: [{ player1: 6, player2: 4, tiebreak: null }],
    });
    const { container } = renderWithProviders(
      <PrintDraw
        tournament={aTournament({ status: "completed", playerCount: 8, discipline: "doubles" })}
        knockout={knockoutFromMatches([final])}
        groups={["A", "B"].map((letter, index) => ({
          id: index + 1,
          letter,
          name: `Grupo ${letter}`,
          isFinal: true,
          matchesPlayed: 6,
          matchesTotal: 6,
        }))}
        lines={[
          line(1, 1, 11, "María José Quesada Villalobos / Andrés Felipe Solís Céspedes"),
          line(2, 1, 13, "Ana Lucía Mora Jiménez / José Pablo Rojas Quesada"),
        ]}
        seeds={new Map([[11, 1]])}
      />,
    );
    const sheet = container.querySelector(".print-draw") as HTMLElement;
    const card = sheet.querySelector(".divide-black") as HTMLElement;
    expect(card.style.width).toBe(`${PRINT_DOUBLES_TREE.cardWidth}px`);
    const names = Array.from(card.querySelectorAll(".line-clamp-2")).map((name) => name.textContent);
    expect(names).toEqual([
      "María José Quesada Villalobos / Andrés Felipe Solís Céspedes",
      "Ana Lucía Mora Jiménez / José Pablo Rojas Quesada",
    ]);
    // The winners bold, with their seed.
    expect(card.querySelector(".font-extrabold")?.textContent).toContain("(1)");
    // Two groups of teams share the page's width, wider than a singles table prints.
    for (const table of Array.from(sheet.querySelectorAll("table"))) {
      expect(Number.parseInt(table.style.width)).toBeGreaterThan(PRINT_SHEET.groupMaxWidth);
    }
  });
});
