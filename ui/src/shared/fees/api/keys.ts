import { playerKeys } from "@/shared/players/api/keys";

/**
 * Query keys of the admin's books (docs/api.md, "Fees"). They sit under the players' keys:
 * every write that changes a player (a level, an approval, a new player) changes who owes what
 * and whom a draw warns of, and refreshes these with the player lists.
 */
export const feeKeys = {
  all: [...playerKeys.all, "fees"] as const,
  /** A season's fees; "current" when the server picks the season. */
  season: (season: number | "current") => [...feeKeys.all, "season", season] as const,
  /** The warnings about some players in one season ("current" without a start date). */
  eligibility: (playerIds: readonly number[], startDate: string | null) =>
    [
      ...feeKeys.all,
      "eligibility",
      [...playerIds].sort((a, b) => a - b).join(","),
      startDate ?? "current",
    ] as const,
};
