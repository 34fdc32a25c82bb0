import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import { aDrawPlan } from "@/test/draw-plans";
import {
  assignSlot,
  autoFill,
  emptySlots,
  placeOf,
  reconcileSlots,
  slotOf,
  slotsProblem,
  toPositions,
  unassignSlot,
  unplaced,
} from "./slots";

// The server's plans (the draw's size, groups, lines and fill order are its rules).
const hybrid8 = aDrawPlan("hybrid", 8);
const hybrid12 = aDrawPlan("hybrid", 12);
const draw5 = aDrawPlan("single_elimination", 5);

const message = (problem: ReturnType<typeof slotsProblem>) =>
  problem ? translate(problem.key, problem.params) : null;

describe("places", () => {
  it("names a hybrid's positions by group and slot, a draw's by line", () => {
    expect(placeOf(hybrid12, 0)).toEqual({ kind: "group", letter: "A", n: 1 });
    expect(placeOf(hybrid12, 6)).toEqual({ kind: "group", letter: "B", n: 3 });
    expect(placeOf(draw5, 6)).toEqual({ kind: "line", n: 7 });
  });
});

describe("slot assignment", () => {
  it("assigns a player to an empty position", () => {
    expect(assignSlot(emptySlots(4), 2, 7)).toEqual([null, null, 7, null]);
  });

  it("moves a player who already had a position, leaving the old one empty", () => {
    const slots = assignSlot(assignSlot(emptySlots(4), 0, 7), 1, 8);
    expect(assignSlot(slots, 3, 7)).toEqual([null, 8, null, 7]);
  });

  it("replaces whoever sat in the position, who then has none", () => {
    const slots = assignSlot(emptySlots(4), 0, 7);
    const next = assignSlot(slots, 0, 8);
    expect(next).toEqual([8, null, null, null]);
    expect(slotOf(next, 7)).toBe(-1);
  });

  it("unassigns a position", () => {
    expect(unassignSlot([7, 8, null, null], 1)).toEqual([7, null, null, null]);
    expect(assignSlot([7, 8, null, null], 0, null)).toEqual([null, 8, null, null]);
  });

  it("lists the selected players still without a position, in order", () => {
    expect(unplaced([7, null, 9, null], [9, 8, 7, 6])).toEqual([8, 6]);
  });

  it("keeps positions of players still selected after going back to step 1", () => {
    expect(reconcileSlots([7, 8, 9, null], 4, [9, 7])).toEqual([7, null, 9, null]);
    expect(reconcileSlots([7, 8, 9, 10], 2, [7, 8, 9, 10])).toEqual([7, 8]);
    expect(reconcileSlots([7], 3, [7])).toEqual([7, null, null]);
  });
});

describe("complete or incomplete", () => {
  const eight = [1, 2, 3, 4, 5, 6, 7, 8];

  it("asks for every position while one is missing", () => {
    const slots = [1, 2, 3, 4, 5, 6, 7, null];
    expect(message(slotsProblem(hybrid8, slots, eight))).toBe("Please assign all 8 positions");
    expect(message(slotsProblem(hybrid8, emptySlots(8), eight))).toBe("Please assign all 8 positions");
  });

  it("accepts a full hybrid bracket", () => {
    expect(slotsProblem(hybrid8, [8, 7, 6, 5, 4, 3, 2, 1], eight)).toBeNull();
  });

  it("counts the players, not the draw lines, and accepts byes", () => {
    const five = [1, 2, 3, 4, 5];
    expect(message(slotsProblem(draw5, [1, null, 2, null, 3, null, 4, null], five))).toBe(
      "Please assign all 5 positions",
    );
    expect(slotsProblem(draw5, [1, null, 2, null, 3, null, 4, 5], five)).toBeNull();
  });

  it("refuses a first-round match of two byes", () => {
    const five = [1, 2, 3, 4, 5];
    expect(message(slotsProblem(draw5, [1, 2, 3, 4, 5, null, null, null], five))).toBe(
      "Match 4 has two byes: put a player on one of its lines",
    );
  });
});

describe("auto-fill", () => {
  it("fills a hybrid in serpentine order, strongest first", () => {
    const filled = autoFill(hybrid8, emptySlots(8), [11, 12, 13, 14, 15, 16, 17, 18]);
    expect(filled).toEqual([11, 14, 15, 18, 12, 13, 16, 17]);
  });

  it("keeps the positions already chosen", () => {
    const filled = autoFill(
      hybrid8,
      [18, null, null, null, null, null, null, null],
      [11, 12, 13, 14, 15, 16, 17, 18],
    );
    expect(filled[0]).toBe(18);
    expect(unplaced(filled, [11, 12, 13, 14, 15, 16, 17, 18])).toEqual([]);
    expect(new Set(filled).size).toBe(8);
  });

  it("gives the byes to the top seeds of a draw", () => {
    const filled = autoFill(draw5, emptySlots(8), [1, 2, 3, 4, 5]);
    // The server's lines for a draw of 8: seeds 1, 8, 4, 5, 3, 6, 2, 7.
    expect(filled).toEqual([1, null, 4, 5, 3, null, 2, null]);
    expect(slotsProblem(draw5, filled, [1, 2, 3, 4, 5])).toBeNull();
  });

  it("never leaves two byes together when some lines were chosen by hand", () => {
    const start = assignSlot(assignSlot(emptySlots(8), 0, 4), 1, 5);
    const filled = autoFill(draw5, start, [1, 2, 3, 4, 5]);
    expect(slotsProblem(draw5, filled, [1, 2, 3, 4, 5])).toBeNull();
    expect(filled.slice(0, 2)).toEqual([4, 5]);
  });
});

describe("toPositions", () => {
  it("maps position index to player id and leaves empty positions out", () => {
    expect(toPositions([7, null, 9])).toEqual({ "0": 7, "2": 9 });
  });
});
