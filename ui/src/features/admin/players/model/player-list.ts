import { compareNames } from "@/lib/collate";
import type { Player } from "@/lib/wire";
/**
 * How the admin's Players tab orders and filters the club: pending registrations first,
 * oldest first (they have waited longest), then the approved players by name; a search
 * matches name or email, ignoring case and accents ("jose" finds "José").
 */

/** The two sections of the tab. */
export interface PlayerSections {
  pending: Player[];
  approved: Player[];
}

/** Lower case without accents, for matching what the admin types. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Whether a player matches the search; every word typed must appear in the name or email. */
export function matchesSearch(player: Pick<Player, "name" | "email">, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${player.name} ${player.email ?? ""}`);
  return words.every((word) => haystack.includes(word));
}

/** Splits the list into pending (oldest first) and approved (by name), keeping only matches. */
export function playerSections(players: Player[], query = ""): PlayerSections {
  const shown = players.filter((player) => matchesSearch(player, query));
  return {
    pending: shown
      .filter((player) => player.status === "pending")
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id),
    approved: shown
      .filter((player) => player.status !== "pending")
      .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id),
  };
}
