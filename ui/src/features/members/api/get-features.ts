import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Features } from "@/lib/wire";

/** How long the server's features count as fresh: it caches them a minute too. */
const FEATURES_STALE_MS = 60_000;

/** Query keys of what the server can do: the same for every visitor, so not the member's. */
export const featureKeys = {
  all: () => ["features"] as const,
};

/** What the server can do (docs/api.md): whether the club sends email. Public. */
export const getFeatures = () => api.get<Features>("/api/features");

/** Query options for `getFeatures`. */
export const getFeaturesOptions = () =>
  queryOptions({ queryKey: featureKeys.all(), queryFn: getFeatures, staleTime: FEATURES_STALE_MS });

/** What the server can do. */
export function useFeatures() {
  return useQuery(getFeaturesOptions());
}
