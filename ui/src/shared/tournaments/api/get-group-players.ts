import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { GroupPlayer } from "@/lib/wire";
import { tournamentKeys } from "./keys";

/** Fetches every group table line, in standings order. */
export const getGroupPlayers = (id: number) => api.get<GroupPlayer[]>(`/api/tournaments/${id}/group-players`);

/** Query options for `getGroupPlayers`. */
export const getGroupPlayersOptions = (id: number) =>
  queryOptions({ queryKey: tournamentKeys.groupPlayers(id), queryFn: () => getGroupPlayers(id) });

/** Fetches every group table line, in standings order. */
export function useGroupPlayers(id: number) {
  return useQuery(getGroupPlayersOptions(id));
}
