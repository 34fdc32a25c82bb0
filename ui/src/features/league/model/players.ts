import { compareNames } from "@/lib/collate";
import type { Player } from "@/lib/wire";

/**
 * The players who may play league matches, by name as the club reads it (accents
 * and case aside, ñ after n): pending registrations, in the admin's list, cannot.
 */
export function approvedByName(players: readonly Player[]): Player[] {
  return players
    .filter((player) => player.status === "approved")
    .sort((a, b) => compareNames(a.name, b.name));
}
