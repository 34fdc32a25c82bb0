import { tournamentKeys } from "@/features/tournaments/api/keys";
import type { Match, Tournament } from "@/features/tournaments/api/types";
import { playerKeys } from "@/features/players/api/keys";
import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";

/** Builds (or rebuilds, while no result exists) a tournament's whole schedule. */
export const generateMatches = (tournament: Tournament) =>
  api.post<Match[]>(`/api/tournaments/${tournament.id}/generate-matches`);

/**
 * Generate Matches: 'Matches generated', or 'Generation failed' with the
 * server's reason (a result already recorded, players missing).
 */
export function useGenerateMatches() {
  const t = useT();
  return useActionMutation<Tournament, Match[]>({
    mutationFn: generateMatches,
    invalidates: (_, tournament) => [
      tournamentKeys.list(),
      [...tournamentKeys.all, tournament.id],
      // A new schedule can move players in and out of the knockout, and so their points.
      playerKeys.all,
    ],
    success: (matches, tournament) => ({
      title: t("adminTournaments.generated"),
      // A bye is not a match anyone plays (decisions §6).
      description: t("adminTournaments.generatedBody", {
        count: matches.filter((match) => !match.isBye).length,
        name: tournament.name,
      }),
    }),
    failure: {
      title: t("adminTournaments.generateFailed"),
      description: t("adminTournaments.generateFailedBody"),
      serverFirst: true,
    },
  });
}
