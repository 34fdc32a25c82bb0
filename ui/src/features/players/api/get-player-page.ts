import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, nextOffset } from "@/lib/api";
import type { HeadToHead, MatchHistory, RankingHistory, Season } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { seasonKey, seasonQuery } from "@/shared/players/model/season";

/** How many matches one page of a player's history asks for. */
export const HISTORY_PAGE_SIZE = 20;

/** Which matches of a player's history: a kind (null: both) and a season (null: every one). */
export interface HistoryFilters {
  kind: "tournament" | "league" | null;
  season: Season | null;
}

/** The path of one page of a player's history under the filters. */
export function historyPath(id: number, filters: HistoryFilters, offset: number): string {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE), offset: String(offset) });
  if (filters.kind) query.set("kind", filters.kind);
  if (filters.season) query.set("season", filters.season);
  return `/api/players/${id}/matches?${query.toString()}`;
}

/** A player's completed matches, newest first, a page at a time ("Show more" asks the next). */
export function usePlayerHistory(id: number, filters: HistoryFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: playerKeys.history(id, filters.kind ?? "both", filters.season ?? "every"),
      queryFn: ({ pageParam }) => api.getCounted<MatchHistory>(historyPath(id, filters, pageParam)),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastOffset) =>
        nextOffset(lastOffset, last.data.matches.length, HISTORY_PAGE_SIZE, last.total),
    }),
  );
}

/** A player's points and rank over a season (null: the current one). */
export function useRankingHistory(id: number, season: Season | null) {
  return useQuery(
    queryOptions({
      queryKey: playerKeys.rankingHistory(id, seasonKey(season)),
      queryFn: () => api.get<RankingHistory>(`/api/players/${id}/ranking-history${seasonQuery(season)}`),
    }),
  );
}

/** Two players against each other. */
export function useHeadToHead(a: number, b: number) {
  return useQuery(
    queryOptions({
      queryKey: playerKeys.headToHead(a, b),
      queryFn: () => api.get<HeadToHead>(`/api/players/${a}/head-to-head/${b}`),
    }),
  );
}
