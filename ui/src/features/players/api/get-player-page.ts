import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from "@tanstack/react-query";
import { api, nextOffset } from "@/lib/api";
import type { HeadToHead, MatchHistory, RankingHistory, Season } from "@/lib/wire";
import { getPlayerProfileOptions } from "@/shared/players/api/get-player-profile";
import { getPlayersOptions } from "@/shared/players/api/get-players";
import { playerKeys } from "@/shared/players/api/keys";
import { prefetchPlayerTournamentMatches } from "@/shared/tournaments/api/get-player-tournament-matches";
import { ALL_TIME, clubSeason, seasonKey, seasonQuery } from "@/shared/players/model/season";
import { getSeasonsOptions } from "./get-seasons";

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

/** Query options of a player's completed matches under the filters, a page at a time. */
const playerHistoryOptions = (id: number, filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: playerKeys.history(id, filters.kind ?? "both", filters.season ?? "every"),
    queryFn: ({ pageParam }) => api.getCounted<MatchHistory>(historyPath(id, filters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastOffset) =>
      nextOffset(lastOffset, last.data.matches.length, HISTORY_PAGE_SIZE, last.total),
  });

/** A player's completed matches, newest first, a page at a time ("Show more" asks the next). */
export function usePlayerHistory(id: number, filters: HistoryFilters) {
  return useInfiniteQuery(playerHistoryOptions(id, filters));
}

/** Query options of a player's points and rank over a season (null: the current one). */
const rankingHistoryOptions = (id: number, season: Season | null) =>
  queryOptions({
    queryKey: playerKeys.rankingHistory(id, seasonKey(season)),
    queryFn: () => api.get<RankingHistory>(`/api/players/${id}/ranking-history${seasonQuery(season)}`),
  });

/** A player's points and rank over a season (null: the current one). */
export function useRankingHistory(id: number, season: Season | null) {
  return useQuery(rankingHistoryOptions(id, season));
}

/**
 * Fetches into `client` everything a player's page (`/players/{id}?season=`) shows at first,
 * side by side: the profile of the season, the all-time profile (titles), the seasons, the
 * season's first page of history, the ranking chart, the players to compare with and the
 * matches of the tournaments under way (the player's matches to play). A page
 * that renders with all of it in renders once, instead of once more as each answer lands
 * (some of them in tasks nothing can interrupt): over 15 loads at 4x CPU slowdown, its long
 * animation frames took 510 ms in all instead of 729, on average.
 * `first` settles with the season's profile (undefined if it failed: the page's query reports
 * it), `rest` when the other answers are in or have failed. The history's season is the
 * club's calendar year until the server names its current one, as on the page.
 */
export function prefetchPlayerPage(client: QueryClient, id: number, season: Season | null) {
  const first = client.fetchQuery(getPlayerProfileOptions(id, season)).catch(() => undefined);
  const rest = Promise.all([
    client.prefetchQuery(getPlayerProfileOptions(id, ALL_TIME)),
    client.prefetchQuery(getSeasonsOptions()),
    client.prefetchInfiniteQuery(playerHistoryOptions(id, { kind: null, season: season ?? clubSeason() })),
    client.prefetchQuery(rankingHistoryOptions(id, season)),
    client.prefetchQuery(getPlayersOptions()),
    prefetchPlayerTournamentMatches(client),
  ]);
  return { first, rest };
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
