import { QueryClient } from "@tanstack/react-query";

/**
 * How long loaded data counts as fresh. Past it, a screen that mounts again
 * refetches its data in the background (the cached data still shows at once); before
 * it, moving between screens does not ask again for what was just loaded.
 */
export const STALE_TIME_MS = 5 * 60_000;

/*
 * Pages read a query's answer through `useDeferredValue(useX())`. React renders an
 * update of a query (an external store) in one task that nothing can interrupt; when a
 * page's data arrived, a mid-range phone spent up to a third of a second in it and did
 * not answer a tap. A deferred answer is rendered in slices that give way to input, while
 * the page keeps showing what it showed (its loading status, or the previous answer).
 */

/**
 * No retries, no polling; mutations invalidate what they touch. A page left open must
 * not show yesterday's scores, so shown queries refetch when the window regains focus
 * and when the network comes back. react-query refetches on those events only the
 * queries that are stale, so both are "always": a return to the page refetches what it
 * shows, however fresh. The finite staleTime covers a page kept in view and navigated
 * within.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: "always",
        refetchOnReconnect: "always",
        staleTime: STALE_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
