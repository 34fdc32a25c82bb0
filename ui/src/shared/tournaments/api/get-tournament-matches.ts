import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Match } from "@/lib/wire";
import { tournamentKeys } from "./keys";

/** Fetches every match of a tournament, knockout included. */
export const getTournamentMatches = (id: number) => api.get<Match[]>(`/api/tournaments/${id}/matches`);

/** Query options for `getTournamentMatches`. */
export const getTournamentMatchesOptions = (id: number) =>
  queryOptions({ queryKey: tournamentKeys.matches(id), queryFn: () => getTournamentMatches(id) });

/** Fetches every match of a tournament, knockout included. */
export function useTournamentMatches(id: number) {
  return useQuery(getTournamentMatchesOptions(id));
}
