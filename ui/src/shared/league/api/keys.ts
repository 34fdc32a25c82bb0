import type { LeagueMatchFilters } from "./types";

/** Query keys of the league calls. */
export const leagueKeys = {
  all: ["league"] as const,
  /** The prefix of every list of league matches, whatever its filters. */
  matches: () => [...leagueKeys.all, "matches"] as const,
  /** The paged list under the given filters. */
  matchList: (filters: LeagueMatchFilters) => [...leagueKeys.matches(), filters] as const,
};
