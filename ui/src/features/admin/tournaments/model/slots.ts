/**
 * The manual bracket (docs/rules.md#seeding): which selected player sits in which position.
 * `Slots` is one entry per position, a player id or null. What the positions are (a hybrid's
 * group slots, a draw's lines and their first-round pairs) come from the server's draw plan
 * (`GET /api/tournaments/draw-plan`), and Auto-fill from the server too
 * (`POST /api/tournaments/draw-plan/fill`); this file only keeps the admin's choices.
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
 * What stops the bracket from being sent, or null: every selected player needs a position
 * ('Please assign all {n} positions', n the player count). Whether the draw itself is
 * allowed (no bye meets a bye) is the server's to say when the tournament is created.
 */
export function slotsProblem(slots: Slots, selectedIds: readonly number[]): Problem | null {
  if (unplaced(slots, selectedIds).length > 0) {
    return { key: "adminTournaments.assignAll", params: { n: selectedIds.length } };
  }
  return null;
}

/** The slots of a wire placement (position as a string to player id) over `count` positions. */
export function fromPositions(positions: Readonly<Record<string, number>>, count: number): Slots {
  return Array.from({ length: count }, (_, index) => positions[String(index)] ?? null);
}

/** The wire form: position index (as a string) to player id, empty positions left out. */
export function toPositions(slots: Slots): Record<string, number> {
  const positions: Record<string, number> = {};
  slots.forEach((id, index) => {
    if (id !== null) positions[String(index)] = id;
  });
  return positions;
}
