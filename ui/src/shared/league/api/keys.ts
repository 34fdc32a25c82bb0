import type { LeagueMatchStatus } from "@/lib/wire";

/** The filters of the League tab's list (`player` and `status` of GET /api/league/matches); null for all. */
export interface LeagueMatchFilters {
  /** Matches where this player is player 1 or 2. */
  playerId: number | null;
  status: LeagueMatchStatus | null;
}

/** Query keys of the league calls. */
export const leagueKeys = {
  all: ["league"] as const,
  /** The prefix of every list of league matches, whatever its filters. */
  matches: () => [...leagueKeys.all, "matches"] as const,
  /** The paged list under the given filters. */
  matchList: (filters: LeagueMatchFilters) => [...leagueKeys.matches(), filters] as const,
  /** The prefix of the league's history (the admin's). */
  history: () => [...leagueKeys.all, "history"] as const,
  /** One match's history. */
  matchHistory: (id: number) => [...leagueKeys.history(), "match", id] as const,
  /** The recent changes, a page at a time. */
  recentChanges: () => [...leagueKeys.history(), "recent"] as const,
};
