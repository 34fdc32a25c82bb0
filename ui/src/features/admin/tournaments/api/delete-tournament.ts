import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Tournament } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/** What the Delete Tournament dialog sends: the tournament, and its name as typed once it has results. */
export interface TournamentRemoval {
  tournament: Tournament;
  /** The name the admin typed; the server refuses to delete a played tournament without it. */
  confirmName?: string;
}

/** Deletes a tournament with its players, groups and matches. */
export const deleteTournament = ({ tournament, confirmName }: TournamentRemoval) =>
  api.delete<undefined>(
    confirmName === undefined
      ? `/api/tournaments/${tournament.id}`
      : `/api/tournaments/${tournament.id}?confirmName=${encodeURIComponent(confirmName)}`,
  );

/**
 * Delete Tournament: 'Tournament deleted', or 'Failed to delete tournament'
 * with the server's message or 'Something went wrong. Please try again.'.
 */
export function useDeleteTournament(onDeleted: () => void) {
  const t = useT();
  return useActionMutation<TournamentRemoval, undefined>({
    mutationFn: deleteTournament,
    // Its points leave every player's total.
    invalidates: (_, { tournament }) => [
      tournamentKeys.list(),
      [...tournamentKeys.all, tournament.id],
      playerKeys.all,
    ],
    success: (_, { tournament }) => ({ title: t("adminTournaments.deleted"), description: tournament.name }),
    failure: {
      title: t("adminTournaments.deleteFailed"),
      description: t("adminTournaments.deleteFailedBody"),
      serverFirst: true,
    },
    onSuccess: onDeleted,
  });
}
