import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import type { LeagueMatch, LeagueScore, Sending } from "@/lib/wire";
import { useLeagueMutation } from "./use-league-mutation";

/**
 * The league score payload (docs/rules.md#league-scores): the sets played and each
 * set's games and winner.
 */
export type LeagueScorePayload = Sending<LeagueScore, "matchId" | "setsPlayed" | "setScores">;

/** Records the score of a pending league match (409 once it has one). */
export const recordLeagueScore = (payload: LeagueScorePayload) =>
  api.post<LeagueMatch>(`/api/league/matches/${payload.matchId}/score`, payload);

/** Records a league score with the app's toasts. */
export function useRecordLeagueScore(onSuccess: () => void) {
  const t = useT();
  return useLeagueMutation<LeagueScorePayload, LeagueMatch>({
    mutationFn: recordLeagueScore,
    success: { title: t("leagueActions.scoreRecorded") },
    failure: { title: t("leagueActions.scoreFailed"), serverFirst: true },
    onSuccess,
  });
}
