import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { leagueKeys } from "./keys";
import type { LeagueMatch } from "./types";

/** Fetches every league match. */
export const getLeagueMatches = () => api.get<LeagueMatch[]>("/api/league/matches");

/** Query options for `getLeagueMatches`. */
export const getLeagueMatchesOptions = () =>
  queryOptions({ queryKey: leagueKeys.matches(), queryFn: getLeagueMatches });

/** The league matches. */
export function useLeagueMatches() {
  return useQuery(getLeagueMatchesOptions());
}
