import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, nextOffset, type Page } from "@/lib/api";
import type { LeagueMatch } from "@/lib/wire";
import { leagueKeys, type LeagueMatchFilters } from "@/shared/league/api/keys";

/**
 * How many matches one page of the League tab asks for: a club plays tens of
 * thousands over the years, and a phone should draw the first ones at once.
 */
export const LEAGUE_PAGE_SIZE = 30;

/** The path of one page of league matches under the filters. */
export function leagueMatchesPath(filters: LeagueMatchFilters, offset: number): string {
  const query = new URLSearchParams({ limit: String(LEAGUE_PAGE_SIZE), offset: String(offset) });
  if (filters.playerId !== null) query.set("player", String(filters.playerId));
  if (filters.status !== null) query.set("status", filters.status);
  return `/api/league/matches?${query.toString()}`;
}

/**
 * Fetches one page of league matches, pending first, then newest first (the
 * server's order), with the number of matches under the filters.
 */
export const getLeagueMatchesPage = (filters: LeagueMatchFilters, offset: number) =>
  api.getPage<LeagueMatch>(leagueMatchesPath(filters, offset));

/** Infinite-query options for the league matches under the filters, a page at a time. */
export const getLeagueMatchesOptions = (filters: LeagueMatchFilters) =>
  infiniteQueryOptions({
    queryKey: leagueKeys.matchList(filters),
    queryFn: ({ pageParam }) => getLeagueMatchesPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page<LeagueMatch>, _pages, lastOffset) =>
      nextOffset(lastOffset, lastPage.items.length, LEAGUE_PAGE_SIZE, lastPage.total),
  });

/** The league matches under the filters, a page at a time ("Load more" asks the next). */
export function useLeagueMatches(filters: LeagueMatchFilters) {
  return useInfiniteQuery(getLeagueMatchesOptions(filters));
}
