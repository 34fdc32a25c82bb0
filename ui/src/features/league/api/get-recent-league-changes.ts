import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, type Page } from "@/lib/api";
import type { LeagueChange } from "@/lib/wire";
import { leagueKeys } from "@/shared/league/api/keys";

/** How many league changes one page of the admin's Recent changes asks for. */
export const RECENT_CHANGES_PAGE_SIZE = 20;

/** Fetches one page of the latest league writes, newest first, with how many there are in all. */
export const getRecentLeagueChanges = (offset: number) =>
  api.getPage<LeagueChange>(`/api/league/history?limit=${RECENT_CHANGES_PAGE_SIZE}&offset=${offset}`);

/** Where the page after `lastPage` (asked at `lastOffset`) starts; undefined once the list is whole. */
export function nextChangesOffset(lastPage: Page<LeagueChange>, lastOffset: number): number | undefined {
  const next = lastOffset + lastPage.items.length;
  if (lastPage.items.length < RECENT_CHANGES_PAGE_SIZE) return undefined;
  if (lastPage.total !== null && next >= lastPage.total) return undefined;
  return next;
}

/** Infinite-query options for the recent league changes, a page at a time. */
export const getRecentLeagueChangesOptions = () =>
  infiniteQueryOptions({
    queryKey: leagueKeys.recentChanges(),
    queryFn: ({ pageParam }) => getRecentLeagueChanges(pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextChangesOffset(lastPage, lastOffset),
  });

/** The latest league writes ("Load more" asks the next page). */
export function useRecentLeagueChanges() {
  return useInfiniteQuery(getRecentLeagueChangesOptions());
}
