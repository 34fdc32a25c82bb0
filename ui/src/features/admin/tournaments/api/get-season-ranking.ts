import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { RankingEntry } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";

/** Fetches the current season's ranking, best first (no `season`: the server's current one). */
export const getSeasonRanking = () => api.get<RankingEntry[]>("/api/rankings");

/**
 * Query options for `getSeasonRanking`, as the year-end finals read it: asked anew each time
 * the dialog opens (nothing is kept once it closes), and not again while it is open, so
 * the top 8 the form starts from is the ranking of that moment. Under the current
 * ranking's key (its own entry, as it is kept apart), so a change of points drops it too.
 */
export const getSeasonRankingOptions = () =>
  queryOptions({
    queryKey: [...playerKeys.rankings("current"), "finals"] as const,
    queryFn: getSeasonRanking,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The current season's ranking at the moment the finals dialog opens. */
export function useSeasonRanking() {
  return useQuery(getSeasonRankingOptions());
}
