import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { MeOverview } from "@/lib/wire";
import { memberKeys } from "@/shared/members/api/keys";

/** The member's next matches, tournament and league, and their page's and feed's addresses. */
export const getOverview = () => api.get<MeOverview>("/api/me/overview");

/** Query options for `getOverview`. */
export const getOverviewOptions = () =>
  queryOptions({ queryKey: memberKeys.overview(), queryFn: getOverview });

/** The member's next matches. */
export function useOverview() {
  return useQuery(getOverviewOptions());
}
