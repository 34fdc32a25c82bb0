import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Seasons } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";

/** Fetches the current season and the archive of the past ones, newest first. */
export const getSeasons = () => api.get<Seasons>("/api/seasons");

/** Query options for `getSeasons`. */
export const getSeasonsOptions = () => queryOptions({ queryKey: playerKeys.seasons(), queryFn: getSeasons });

/** The current season and the past ones. */
export function useSeasons() {
  return useQuery(getSeasonsOptions());
}
