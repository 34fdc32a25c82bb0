import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import { aDrawPlan } from "@/test/draw-plans";
import {
  assignSlot,
  emptySlots,
  fromPositions,
  placeOf,
  reconcileSlots,
  slotOf,
  slotsProblem,
  toPositions,
  unassignSlot,
  unplaced,
} from "./slots";

// The server's plans (the draw's size, groups, lines and fill order are its rules).
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
    expect(message(slotsProblem(slots, eight))).toBe("Please assign all 8 positions");
    expect(message(slotsProblem(emptySlots(8), eight))).toBe("Please assign all 8 positions");
  });

  it("accepts a full hybrid bracket", () => {
    expect(slotsProblem([8, 7, 6, 5, 4, 3, 2, 1], eight)).toBeNull();
  });

  it("counts the players, not the draw lines, and accepts byes", () => {
    const five = [1, 2, 3, 4, 5];
    expect(message(slotsProblem([1, null, 2, null, 3, null, 4, null], five))).toBe(
      "Please assign all 5 positions",
    );
    expect(slotsProblem([1, null, 2, null, 3, null, 4, 5], five)).toBeNull();
  });
});

describe("toPositions and fromPositions", () => {
  it("maps position index to player id and leaves empty positions out", () => {
    expect(toPositions([7, null, 9])).toEqual({ "0": 7, "2": 9 });
  });

  it("reads a placement back over the plan's positions", () => {
    expect(fromPositions({ "0": 7, "2": 9 }, 4)).toEqual([7, null, 9, null]);
    expect(fromPositions(toPositions([null, 3, 5]), 3)).toEqual([null, 3, 5]);
  });
});
