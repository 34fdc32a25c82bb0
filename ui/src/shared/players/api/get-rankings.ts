import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { RankingEntry, Season } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { seasonKey, seasonQuery } from "@/shared/players/model/season";

/** Fetches a season's rankings (null: the current one): approved players, shared ranks on equal totals. */
export const getRankings = (season: Season | null = null) =>
  api.get<RankingEntry[]>(`/api/rankings${seasonQuery(season)}`);

/** Query options for `getRankings`. */
export const getRankingsOptions = (season: Season | null = null) =>
  queryOptions({ queryKey: playerKeys.rankings(seasonKey(season)), queryFn: () => getRankings(season) });

/** A season's rankings (null: the current one). */
export function useRankings(season: Season | null = null) {
  return useQuery(getRankingsOptions(season));
}
