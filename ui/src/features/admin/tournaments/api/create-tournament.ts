import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Tournament } from "@/lib/wire";
import { warningsSentence } from "@/shared/fees/model/warning-lines";
import { playerKeys } from "@/shared/players/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import type { CreateTournamentBody } from "../model/create-form";
import { countsForPoints } from "../model/points";

/** Creates a tournament with its players, seeded automatically or placed by hand. */
export const createTournament = (body: CreateTournamentBody) =>
  api.post<Tournament>("/api/tournaments", body);

/**
 * Create New Tournament: 'Tournament created', or 'Creation failed' with the
 * server's reason (it says which rule the form broke).
 */
export function useCreateTournament(onCreated: (tournament: Tournament) => void) {
  const t = useT();
  return useActionMutation<CreateTournamentBody, Tournament>({
    mutationFn: createTournament,
    invalidates: (created) => [
      tournamentKeys.list(),
      ...(countsForPoints(created.status) ? [playerKeys.all] : []),
    ],
    // Saved anyway, but the players it warns of are named again (docs/rules.md#level-and-fee).
    success: (created) => ({
      title: t("adminTournaments.created"),
      description: [created.name, warningsSentence(created.warnings, t)].filter(Boolean).join(". "),
    }),
    failure: {
      title: t("adminTournaments.createFailed"),
      description: t("adminTournaments.createFailedBody"),
      serverFirst: true,
    },
    onSuccess: onCreated,
  });
}
