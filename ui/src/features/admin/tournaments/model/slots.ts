/**
 * The manual bracket (docs/rules.md#seeding): which selected player sits in which position.
 * `Slots` is one entry per position, a player id or null. What the positions are (a hybrid's
 * group slots, a draw's lines and their first-round pairs) and the order automatic seeding
 * fills them in come from the server's draw plan (`GET /api/tournaments/draw-plan`); this
 * file only keeps the admin's choices.
 */
import type { DrawPlan } from "@/lib/wire";
import type { Problem } from "./problem";

/** One entry per position: the player placed there, or null. */
export type Slots = readonly (number | null)[];

/** An empty bracket of `count` positions. */
export function emptySlots(count: number): Slots {
  return Array.from({ length: count }, () => null);
}

/** Where a position is, as its picker names it: a group's n-th slot, or a draw line (1-based). */
export type Place = { kind: "group"; letter: string; n: number } | { kind: "line"; n: number };

/** The place of position `index` in `plan`. */
export function placeOf(plan: DrawPlan, index: number): Place {
  for (const group of plan.groups) {
    const at = group.positions.indexOf(index);
    if (at !== -1) return { kind: "group", letter: group.letter, n: at + 1 };
  }
  return { kind: "line", n: index + 1 };
}

/** Places a player (or clears with null); a player already placed elsewhere moves here. */
export function assignSlot(slots: Slots, index: number, playerId: number | null): Slots {
  return slots.map((current, i) => {
    if (i === index) return playerId;
    return playerId !== null && current === playerId ? null : current;
  });
}

/** Empties one position. */
export function unassignSlot(slots: Slots, index: number): Slots {
  return assignSlot(slots, index, null);
}

/** The position a player sits in, or -1. */
export function slotOf(slots: Slots, playerId: number): number {
  return slots.indexOf(playerId);
}

/** The selected players that have no position yet, in the given order. */
export function unplaced(slots: Slots, selectedIds: readonly number[]): number[] {
  const placed = new Set(slots);
  return selectedIds.filter((id) => !placed.has(id));
}

/**
 * The bracket after the step-1 choices changed (Back, then Next): players no
 * longer selected leave, the rest keep their position when it still exists.
 */
export function reconcileSlots(slots: Slots, count: number, selectedIds: readonly number[]): Slots {
  const selected = new Set(selectedIds);
  return Array.from({ length: count }, (_, i) => {
    const id = slots[i] ?? null;
    return id !== null && selected.has(id) ? id : null;
  });
}

/**
 * The order in which auto-fill uses the free positions: the plan's, as automatic seeding
 * fills them, except that in a draw one player goes first on each match whose two lines
 * are empty, so that no bye ever meets a bye.
 */
function fillOrder(plan: DrawPlan, slots: Slots): number[] {
  const bothEmpty = new Set(
    plan.firstRound.filter(([top, bottom]) => slots[top] === null && slots[bottom] === null).flat(),
  );
  const firsts = new Set<number>();
  const claimed = new Set<number>();
  for (const position of plan.fillOrder) {
    if (!bothEmpty.has(position)) continue;
    const pair = plan.firstRound.find((lines) => lines.includes(position));
    if (!pair || pair.some((line) => claimed.has(line))) continue;
    pair.forEach((line) => claimed.add(line));
    firsts.add(position);
  }
  return [...firsts, ...plan.fillOrder.filter((position) => !firsts.has(position))];
}

/**
 * Places the players without a position on the free positions, strongest first
 * (`rankedIds` is every selected player, best first), as automatic seeding would.
 */
export function autoFill(plan: DrawPlan, slots: Slots, rankedIds: readonly number[]): Slots {
  const waiting = unplaced(slots, rankedIds);
  const next = [...slots];
  for (const index of fillOrder(plan, slots)) {
    if (waiting.length === 0) break;
    if (next[index] === null) next[index] = waiting.shift() ?? null;
  }
  return next;
}

/**
 * What stops the bracket from being sent, or null: every selected player needs
 * a position ('Please assign all {n} positions', n the player count), and in a
 * draw two byes may not meet in the first round.
 */
export function slotsProblem(plan: DrawPlan, slots: Slots, selectedIds: readonly number[]): Problem | null {
  const count = selectedIds.length;
  if (unplaced(slots, selectedIds).length > 0) {
    return { key: "adminTournaments.assignAll", params: { n: count } };
  }
  const match = plan.firstRound.findIndex(([top, bottom]) => slots[top] === null && slots[bottom] === null);
  if (match !== -1) return { key: "adminTournaments.byeAgainstBye", params: { match: match + 1 } };
  return null;
}

/** The wire form: position index (as a string) to player id, empty positions left out. */
export function toPositions(slots: Slots): Record<string, number> {
  const positions: Record<string, number> = {};
  slots.forEach((id, index) => {
    if (id !== null) positions[String(index)] = id;
  });
  return positions;
}
