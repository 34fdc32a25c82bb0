import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Group } from "@/lib/wire";
import { tournamentKeys } from "./keys";

/** Fetches the groups of a hybrid tournament. */
export const getGroups = (id: number) => api.get<Group[]>(`/api/tournaments/${id}/groups`);

/** Query options for `getGroups`. */
export const getGroupsOptions = (id: number) =>
  queryOptions({ queryKey: tournamentKeys.groups(id), queryFn: () => getGroups(id) });

/** Fetches the groups of a hybrid tournament. */
export function useGroups(id: number) {
  return useQuery(getGroupsOptions(id));
}
