import { api } from "@/lib/api";
import { usePlural, useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Match, Tournament } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/** Builds (or rebuilds, while no result exists) a tournament's whole schedule. */
export const generateMatches = (tournament: Tournament) =>
  api.post<Match[]>(`/api/tournaments/${tournament.id}/generate-matches`);

/**
 * Generate Matches: 'Matches generated', or 'Generation failed' with the
 * server's reason (a result already recorded, players missing).
 */
export function useGenerateMatches() {
  const t = useT();
  const plural = usePlural();
  return useActionMutation<Tournament, Match[]>({
    mutationFn: generateMatches,
    invalidates: (_, tournament) => [
      tournamentKeys.list(),
      [...tournamentKeys.all, tournament.id],
      // A new schedule can move players in and out of the knockout, and so their points.
      playerKeys.all,
    ],
    success: (matches, tournament) => {
      // A bye is not a match anyone plays (docs/rules.md#draw-order).
      const count = matches.filter((match) => !match.isBye).length;
      return {
        title: t("adminTournaments.generated"),
        description: plural(count, "adminTournaments.generatedBody", { name: tournament.name }),
      };
    },
    failure: {
      title: t("adminTournaments.generateFailed"),
      description: t("adminTournaments.generateFailedBody"),
      serverFirst: true,
    },
  });
}
