import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Tournament } from "@/lib/wire";
import { tournamentKeys } from "./keys";

/** Fetches one tournament. */
export const getTournament = (id: number) => api.get<Tournament>(`/api/tournaments/${id}`);

/** Tournaments asked for before their page's code arrived, until the page takes them. */
const ahead = new Map<number, Promise<Tournament>>();

/**
 * Starts fetching tournament `id` while the code of its page is still on its way, so that
 * the page does not wait for the one and then for the other. Its first query takes it.
 */
export function fetchTournamentAhead(id: number) {
  if (ahead.has(id)) return;
  const answer = getTournament(id);
  // A failure is reported by the query that takes the answer, not here.
  answer.catch(() => undefined);
  ahead.set(id, answer);
}

function takeAhead(id: number): Promise<Tournament> | undefined {
  const answer = ahead.get(id);
  ahead.delete(id);
  return answer;
}

/** Query options for `getTournament`. */
export const getTournamentOptions = (id: number) =>
  queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: () => takeAhead(id) ?? getTournament(id),
  });

/** Fetches one tournament. */
export function useTournament(id: number) {
  return useQuery(getTournamentOptions(id));
}
