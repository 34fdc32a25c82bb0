import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { LeagueOptions } from "@/lib/wire";

/** Fetches the league's bookable times, courts and set rules (docs/rules.md#league). */
export const getLeagueOptions = () => api.get<LeagueOptions>("/api/league/options");

/**
 * Query options for `getLeagueOptions`. The rules do not change while the app runs, so
 * the answer never goes stale; the key stays outside `leagueKeys.all` so that league
 * writes do not ask again.
 */
export const getLeagueOptionsOptions = () =>
  queryOptions({
    queryKey: ["league-options"] as const,
    queryFn: getLeagueOptions,
    staleTime: Infinity,
  });

/** The league's time slots, courts and set rules, asked once. */
export function useLeagueOptions() {
  return useQuery(getLeagueOptionsOptions());
}
