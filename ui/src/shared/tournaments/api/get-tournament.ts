import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Tournament } from "@/lib/wire";
import { tournamentKeys } from "./keys";

/** Fetches one tournament. */
export const getTournament = (id: number) => api.get<Tournament>(`/api/tournaments/${id}`);

/** Query options for `getTournament`. */
export const getTournamentOptions = (id: number) =>
  queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: () => getTournament(id),
  });

/** Fetches one tournament. */
export function useTournament(id: number) {
  return useQuery(getTournamentOptions(id));
}
