import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { TournamentDeletion } from "@/lib/wire";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/** Fetches what deleting a tournament would take away: its champion, results and walkover penalties. */
export const getTournamentDeletion = (id: number) =>
  api.get<TournamentDeletion>(`/api/tournaments/${id}/deletion`);

/**
 * Query options for `getTournamentDeletion`, under the tournament's own key so that every
 * write to it (a result, the delete) makes it stale; asked afresh each time the dialog opens.
 */
export const getTournamentDeletionOptions = (id: number) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, id, "deletion"] as const,
    queryFn: () => getTournamentDeletion(id),
    staleTime: 0,
  });

/** What deleting the tournament would take away, asked only while `enabled`. */
export function useTournamentDeletion(id: number, enabled: boolean) {
  return useQuery({ ...getTournamentDeletionOptions(id), enabled });
}
