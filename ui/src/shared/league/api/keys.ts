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
};
