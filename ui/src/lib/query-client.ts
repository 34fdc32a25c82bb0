import { QueryClient } from "@tanstack/react-query";

/**
 * Data is fetched once and kept until a change invalidates it: no retries, no
 * refetch on focus, no polling (spec §7). Mutations invalidate what they touch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
