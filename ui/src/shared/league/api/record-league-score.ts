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
    // A member's score, and the league password's, now await an answer: the toast says whose.
    success: (match) => {
      const confirmation = match.confirmation;
      if (confirmation?.state !== "awaiting") return { title: t("leagueActions.scoreRecorded") };
      return {
        title: t("leagueActions.scoreRecorded"),
        description:
          (confirmation.reportedBy ?? null) === null
            ? t("leagueMembers.byPasswordHint")
            : t("results.recordedBody"),
      };
    },
    failure: { title: t("leagueActions.scoreFailed"), serverFirst: true },
    onSuccess,
  });
}
