import { describe, expect, it } from "vitest";
import { layoutBracket } from "./bracket-layout";
import { aDrawPlan } from "@/test/draw-plans";
import { plannedBracket } from "./planned-bracket";
import {
  drawPages,
  groupWidth,
  LANDSCAPE_PAGE,
  PRINT_SHEET,
  PRINT_TREE,
  printZoom,
  sheetSize,
} from "./print-sheet";

describe("drawPages", () => {
  it("keeps a draw of up to 32 players on one page", () => {
    const draw = plannedBracket(aDrawPlan("single_elimination", 32));
    expect(drawPages(draw, 32)).toEqual([draw]);
  });

  it("splits a larger draw into its two halves, the final with the second", () => {
    const draw = plannedBracket(aDrawPlan("single_elimination", 64));
    const [top, bottom] = drawPages(draw, 64);
    expect(top).toBeDefined();
    expect(bottom).toBeDefined();
    expect((top?.length ?? 0) + (bottom?.length ?? 0)).toBe(draw.length);
    expect(new Set([...(top ?? []), ...(bottom ?? [])].map((match) => match.id)).size).toBe(draw.length);
    expect(top?.filter((match) => match.stage === "semifinal")).toHaveLength(1);
    expect(bottom?.filter((match) => match.stage === "final")).toHaveLength(1);
    // Each half is half of the first round.
    const firstRound = (half: typeof draw) => half.filter((match) => match.stage === draw[0]?.stage).length;
    expect(firstRound(top ?? [])).toBe(firstRound(bottom ?? []));
  });
});

describe("printZoom", () => {
  it("never enlarges, and shrinks a sheet to its page with room to spare", () => {
    expect(printZoom({ width: 300, height: 200 })).toBeLessThanOrEqual(1);
    const zoom = printZoom({ width: 2000, height: 700 });
    expect(2000 * zoom).toBeLessThan(LANDSCAPE_PAGE.width);
  });

  it("prints a 32-player draw and a half of 64 large enough to read", () => {
    for (const [players, pages] of [
      [32, 1],
      [64, 2],
    ] as const) {
      const halves = drawPages(plannedBracket(aDrawPlan("single_elimination", players)), players);
      expect(halves).toHaveLength(pages);
      for (const half of halves) {
        const zoom = printZoom(sheetSize(layoutBracket(half, PRINT_TREE)));
        // Names at 11 px print no smaller than about 6 pt.
        expect(zoom).toBeGreaterThan(0.7);
      }
    }
  });

  it("widens the group tables into the room the page has, so names are not cut", () => {
    const tree = layoutBracket(plannedBracket(aDrawPlan("hybrid", 12)), PRINT_TREE);
    // Three groups of a 12-player hybrid share the page's width.
    const three = groupWidth(3, tree.width);
    expect(three).toBeGreaterThan(PRINT_SHEET.groupWidth);
    expect(3 * three + 2 * PRINT_SHEET.groupGap).toBeLessThanOrEqual(LANDSCAPE_PAGE.width);
    expect(printZoom(sheetSize(tree, { count: 3, rows: 4 }))).toBeGreaterThan(0.95);
    // Two groups stop at the widest a table prints; five keep the narrowest and the sheet shrinks.
    expect(groupWidth(2, tree.width)).toBe(PRINT_SHEET.groupMaxWidth);
    expect(groupWidth(5, tree.width)).toBe(PRINT_SHEET.groupWidth);
  });

  it("fits a 20-player hybrid's five groups beside nothing else, above its tree", () => {
    const size = sheetSize(layoutBracket(plannedBracket(aDrawPlan("hybrid", 16)), PRINT_TREE), {
      count: 5,
      rows: 4,
    });
    expect(size.width).toBeGreaterThan(5 * 236);
    expect(printZoom(size)).toBeGreaterThan(0.8);
  });
});
