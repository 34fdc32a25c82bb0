import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { LeagueChange } from "@/lib/wire";
import { leagueKeys } from "@/shared/league/api/keys";

/** Fetches every write of one league match, oldest first (the admin's; 403 for anyone else). */
export const getLeagueMatchHistory = (id: number) =>
  api.get<LeagueChange[]>(`/api/league/matches/${id}/history`);

/** Query options for `getLeagueMatchHistory`. */
export const getLeagueMatchHistoryOptions = (id: number) =>
  queryOptions({ queryKey: leagueKeys.matchHistory(id), queryFn: () => getLeagueMatchHistory(id) });

/** One league match's history. */
export function useLeagueMatchHistory(id: number) {
  return useQuery(getLeagueMatchHistoryOptions(id));
}
