import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Profile, Season } from "@/lib/wire";
import { seasonKey, seasonQuery } from "../model/season";
import { playerKeys } from "./keys";

/** Fetches a player's profile in a season (null: the current one). */
export const getPlayerProfile = (id: number, season: Season | null = null) =>
  api.get<Profile>(`/api/players/${id}/profile${seasonQuery(season)}`);

/** Query options for `getPlayerProfile`. */
export const getPlayerProfileOptions = (id: number, season: Season | null = null) =>
  queryOptions({
    queryKey: playerKeys.profile(id, seasonKey(season)),
    queryFn: () => getPlayerProfile(id, season),
  });

/** A player's profile in a season (null: the current one). */
export function usePlayerProfile(id: number, season: Season | null = null) {
  return useQuery(getPlayerProfileOptions(id, season));
}
