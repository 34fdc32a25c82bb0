import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { RankingEntry } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";

/** Fetches the overall rankings (approved players, shared ranks on equal totals). */
export const getRankings = () => api.get<RankingEntry[]>("/api/rankings");

/** Query options for `getRankings`. */
export const getRankingsOptions = () =>
  queryOptions({ queryKey: playerKeys.rankings(), queryFn: getRankings });

/** The overall rankings. */
export function useRankings() {
  return useQuery(getRankingsOptions());
}
