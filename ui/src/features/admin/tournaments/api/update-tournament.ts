import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Tournament } from "@/lib/wire";
import { warningsSentence } from "@/shared/fees/model/warning-lines";
import { playerKeys } from "@/shared/players/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import type { UpdateTournamentBody } from "../model/edit-form";

/** What an edit sends: the tournament and the fields that changed. */
export interface UpdateTournamentInput {
  id: number;
  body: UpdateTournamentBody;
}

/** Changes some fields of a tournament. */
export const updateTournament = ({ id, body }: UpdateTournamentInput) =>
  api.patch<Tournament>(`/api/tournaments/${id}`, body);

/**
 * Edit Tournament: 'Tournament updated', or 'Update failed' with the server's
 * reason (such as the 409 when players change after a result).
 */
export function useUpdateTournament(onUpdated: (tournament: Tournament) => void) {
  const t = useT();
  return useActionMutation<UpdateTournamentInput, Tournament>({
    mutationFn: updateTournament,
    invalidates: (_, { id, body }) => [
      tournamentKeys.list(),
      [...tournamentKeys.all, id],
      // Status and players decide ranking points; profiles also name the tournament.
      ...(body.status !== undefined || body.selectedPlayerIds !== undefined || body.name !== undefined
        ? [playerKeys.all]
        : []),
    ],
    // Saved anyway, but the players it warns of are named again (docs/rules.md#level-and-fee).
    success: (updated) => ({
      title: t("adminTournaments.updated"),
      description: [updated.name, warningsSentence(updated.warnings, t)].filter(Boolean).join(". "),
    }),
    failure: {
      title: t("adminTournaments.updateFailed"),
      description: t("adminTournaments.updateFailedBody"),
      serverFirst: true,
    },
    onSuccess: onUpdated,
  });
}
