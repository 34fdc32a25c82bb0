import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Eligibility } from "@/lib/wire";
import { feeKeys } from "./keys";

/**
 * The warnings about `playerIds` put in a draw starting on `startDate` (its season; the
 * current one when null): whose level is unconfirmed, who has not paid the season's fee.
 */
export const getEligibility = (playerIds: readonly number[], startDate: string | null) => {
  const query = new URLSearchParams({ players: playerIds.join(",") });
  if (startDate) query.set("startDate", startDate);
  return api.get<Eligibility>(`/api/admin/eligibility?${query.toString()}`);
};

/** Query options for `getEligibility`. */
export const getEligibilityOptions = (playerIds: readonly number[], startDate: string | null) =>
  queryOptions({
    queryKey: feeKeys.eligibility(playerIds, startDate),
    queryFn: () => getEligibility(playerIds, startDate),
  });

/**
 * The warnings as the admin selects players: asked again at each change, the last answer kept
 * on screen meanwhile, so the warning does not blink. Nothing is asked for no players.
 */
export function useEligibility(playerIds: readonly number[], startDate: string | null) {
  return useQuery({
    ...getEligibilityOptions(playerIds, startDate),
    enabled: playerIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
