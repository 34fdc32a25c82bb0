import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import type { LeagueScorePayload } from "./record-league-score";
import { useLeagueMutation } from "./use-league-mutation";

/** Changes the score of a league match, or records it when the match is still pending. */
export const editLeagueScore = (payload: LeagueScorePayload) =>
  api.patch<LeagueMatch>(`/api/league/matches/${payload.matchId}`, payload);

/** Changes a league score with the app's toasts. */
export function useEditLeagueScore(onSuccess: () => void) {
  const t = useT();
  return useLeagueMutation<LeagueScorePayload, LeagueMatch>({
    mutationFn: editLeagueScore,
    success: { title: t("leagueActions.scoreUpdated") },
    failure: { title: t("leagueActions.scoreFailed"), serverFirst: true },
    onSuccess,
  });
}
