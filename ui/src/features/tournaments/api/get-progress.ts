import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Progress } from "@/lib/wire";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/** Fetches how far a tournament has come. */
export const getProgress = (id: number) => api.get<Progress>(`/api/tournaments/${id}/progress`);

/** Query options for `getProgress`. */
export const getProgressOptions = (id: number) =>
  queryOptions({ queryKey: tournamentKeys.progress(id), queryFn: () => getProgress(id) });

/** Fetches how far a tournament has come. */
export function useProgress(id: number) {
  return useQuery(getProgressOptions(id));
}
