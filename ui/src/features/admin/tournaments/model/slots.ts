/**
 * The manual bracket (docs/rules.md#seeding): which selected player sits in which position.
 * Hybrid positions are group slots (0-3 Group A, 4-7 Group B, ...); single-elimination positions
 * are draw lines, the draw being the next power of two, with empty lines as byes. `Slots` is one
 * entry per position, a player id or null.
 */
import type { TournamentType } from "@/lib/wire";
import type { Problem } from "./problem";

/** One entry per position: the player placed there, or null. */
export type Slots = readonly (number | null)[];

/** Players in a hybrid group. */
export const GROUP_SIZE = 4;

/** Lines of a single-elimination draw for `players`: the next power of two, at least 2. */
export function drawSize(players: number): number {
  let size = 2;
  while (size < players) size *= 2;
  return size;
}

/** How many positions the manual bracket has: every player in a hybrid, every draw line otherwise. */
export function slotCount(type: TournamentType, playerCount: number): number {
  return type === "hybrid" ? playerCount : drawSize(playerCount);
}

/** An empty bracket of `count` positions. */
export function emptySlots(count: number): Slots {
  return Array.from({ length: count }, () => null);
}

/** "A", "B", ... for group index 0, 1, ... */
export function groupLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** A hybrid's groups: letter and the four positions of each (Group A is 0-3, B 4-7, ...). */
export function hybridGroups(playerCount: number): { letter: string; slots: number[] }[] {
  const groups = Math.floor(playerCount / GROUP_SIZE);
  return Array.from({ length: groups }, (_, g) => ({
    letter: groupLetter(g),
    slots: Array.from({ length: GROUP_SIZE }, (_, i) => g * GROUP_SIZE + i),
  }));
}

/** A draw's first-round matches as pairs of neighbouring lines: 0-1, 2-3, ... */
export function drawPairs(size: number): [number, number][] {
  return Array.from({ length: size / 2 }, (_, m) => [2 * m, 2 * m + 1]);
}

/**
 * The seed on every line of a draw of `size` lines, top to bottom, as the server places them
 * (docs/rules.md#draw-order): for 16, 1-16, 8-9, 4-13, 5-12, 3-14, 6-11, 7-10, 2-15.
 */
export function drawLines(size: number): number[] {
  let favourites = [1];
  while (favourites.length * 2 < size) {
    const round = 2 * favourites.length;
    favourites = favourites.flatMap((s) => (s === 2 ? [round - 1, 2] : [s, round + 1 - s]));
  }
  return favourites.flatMap((s) => [s, size + 1 - s]);
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

/** The order in which auto-fill uses positions: how automatic seeding would place seeds 1, 2, ... */
function fillOrder(type: TournamentType, slots: Slots): number[] {
  if (type === "hybrid") {
    // Serpentine, as automatic seeding: seeds 1..G into groups A..G, the next G back from G to A.
    const groups = Math.floor(slots.length / GROUP_SIZE);
    const order: number[] = [];
    for (let row = 0; row < GROUP_SIZE; row++) {
      for (let k = 0; k < groups; k++) {
        const g = row % 2 === 0 ? k : groups - 1 - k;
        order.push(g * GROUP_SIZE + row);
      }
    }
    return order;
  }
  const bySeed = drawLines(slots.length)
    .map((seed, line) => ({ seed, line }))
    .sort((a, b) => a.seed - b.seed)
    .map(({ line }) => line);
  // One player on each match with both lines empty first, so no bye ever meets a bye.
  const bothEmpty = (line: number) => slots[line] === null && slots[line ^ 1] === null;
  const first = bySeed.filter((line) => line % 2 === 0 && bothEmpty(line));
  return [...first, ...bySeed.filter((line) => !first.includes(line))];
}

/**
 * Places the players without a position on the free positions, strongest first
 * (`rankedIds` is every selected player, best first), as automatic seeding would.
 */
export function autoFill(type: TournamentType, slots: Slots, rankedIds: readonly number[]): Slots {
  const waiting = unplaced(slots, rankedIds);
  const next = [...slots];
  for (const index of fillOrder(type, slots)) {
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
export function slotsProblem(
  type: TournamentType,
  slots: Slots,
  selectedIds: readonly number[],
): Problem | null {
  const count = selectedIds.length;
  if (unplaced(slots, selectedIds).length > 0) {
    return { key: "adminTournaments.assignAll", params: { n: count } };
  }
  if (type === "single_elimination") {
    const pair = drawPairs(slots.length).find(([a, b]) => slots[a] === null && slots[b] === null);
    if (pair) return { key: "adminTournaments.byeAgainstBye", params: { match: pair[0] / 2 + 1 } };
  }
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
