import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ThisWeek } from "@/lib/wire";
import { tournamentKeys } from "./keys";

/** The date turns at midnight in club time without any write to announce it: ask again this often. */
const THIS_WEEK_REFRESH_MS = 10 * 60_000;

/** Fetches which schedule week each active tournament is in today (docs/api.md, "Tournaments"). */
export const getThisWeek = () => api.get<ThisWeek>("/api/this-week");

/** Query options for `getThisWeek`: under the tournaments' keys, so any tournament change refetches it. */
export const getThisWeekOptions = () =>
  queryOptions({
    queryKey: tournamentKeys.thisWeek(),
    queryFn: getThisWeek,
    refetchInterval: THIS_WEEK_REFRESH_MS,
  });

/** Which schedule week each active tournament is in today: the display's and the Schedule tab's. */
export function useThisWeek() {
  return useQuery(getThisWeekOptions());
}
