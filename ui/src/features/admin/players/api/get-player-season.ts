import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Player } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";

/** Fetches one player with the totals of a season (a year, "2025"). */
export const getPlayerInSeason = (id: number, season: string) =>
  api.get<Player>(`/api/players/${id}?season=${encodeURIComponent(season)}`);

/** Query options for `getPlayerInSeason`; under the players' keys, so an edit drops it. */
export const getPlayerInSeasonOptions = (id: number, season: string) =>
  queryOptions({
    queryKey: [...playerKeys.all, id, "season", season] as const,
    queryFn: () => getPlayerInSeason(id, season),
  });

/**
 * A player's totals in a past season, for the Edit form's points; `enabled` false when the
 * listed player already holds them (the current season).
 */
export function usePlayerInSeason(id: number, season: string, enabled: boolean) {
  return useQuery({ ...getPlayerInSeasonOptions(id, season), enabled });
}
