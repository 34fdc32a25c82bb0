import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Profile } from "@/lib/wire";
import { playerKeys } from "./keys";

/** Fetches a player's profile. */
export const getPlayerProfile = (id: number) => api.get<Profile>(`/api/players/${id}/profile`);

/** Query options for `getPlayerProfile`. */
export const getPlayerProfileOptions = (id: number) =>
  queryOptions({ queryKey: playerKeys.profile(id), queryFn: () => getPlayerProfile(id) });

/** A player's profile. */
export function usePlayerProfile(id: number) {
  return useQuery(getPlayerProfileOptions(id));
}
