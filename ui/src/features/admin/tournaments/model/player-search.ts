import { compareNames } from "@/lib/collate";
import type { Player } from "@/lib/wire";
/** Finding and ordering the players offered by the tournament dialogs' player picker. */

/** Lower case without accents, so "viquez" finds "Víquez". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The players a tournament can take: approved ones, strongest first, then by name (Spanish collation). */
export function selectablePlayers(players: readonly Player[]): Player[] {
  return players
    .filter((player) => player.status === "approved")
    .sort((a, b) => b.totalPoints - a.totalPoints || compareNames(a.name, b.name));
}

/** The players whose name holds every word of the query, accents and case aside. */
export function searchPlayers(players: readonly Player[], query: string): Player[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...players];
  return players.filter((player) => {
    const name = foldText(player.name);
    return words.every((word) => name.includes(word));
  });
}

/** Adds or removes one player from a selection, keeping the selection's order. */
export function toggleSelected(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}

/** The selected ids ordered as `ranked` lists them (strongest first); unknown ids keep their place at the end. */
export function rankSelection(selected: readonly number[], ranked: readonly Player[]): number[] {
  const order = new Map(ranked.map((player, index) => [player.id, index]));
  return [...selected].sort(
    (a, b) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
}
