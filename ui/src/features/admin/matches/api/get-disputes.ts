import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { WaitingResult } from "@/lib/wire";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/** The admin's queue: disputed results and players' walkovers past their 48 hours, the oldest first. */
export const getDisputes = () => api.get<WaitingResult[]>("/api/admin/disputes");

/**
 * Query options for `getDisputes`. A walkover joins the queue when its 48 hours pass, which no
 * live event announces, so the list is also asked again every minute while it is shown.
 */
export const getDisputesOptions = () =>
  queryOptions({ queryKey: tournamentKeys.disputes(), queryFn: getDisputes, refetchInterval: 60_000 });

/** The admin's queue of results. */
export function useDisputes() {
  return useQuery(getDisputesOptions());
}
