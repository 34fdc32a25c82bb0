import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Match } from "@/lib/wire";
import { resultInvalidations } from "@/shared/results/api/result-calls";
import { timingKeys } from "@/shared/timing/api/keys";
import { playedOnMatches } from "../model/played-on";

/** A match to reopen, and whether to clear the later results its winner played since. */
export interface Reopening {
  matchId: number;
  clearLater?: true;
}

/**
 * Reopens a played match (the admin's decision): its result is cleared, with the walkover
 * penalty or the points it caused, and it is to be played again. 409 `result_played_on` when its
 * winner played on, unless `clearLater` clears those later results too.
 */
export const reopenMatch = ({ matchId, clearLater }: Reopening) =>
  api.delete<Match>(`/api/matches/${matchId}/result${clearLater ? "?clearLater=true" : ""}`);

/**
 * Reopens a match with the app's toasts. What a result changes follows, and the queue of late
 * matches too, which the reopened match may join; a refusal because its winner played on is
 * left to the screen, which asks before clearing the later results.
 */
export function useReopenMatch(tournamentId: number, onSuccess: () => void) {
  const t = useT();
  return useActionMutation<Reopening, Match>({
    mutationFn: reopenMatch,
    invalidates: () => [...resultInvalidations(tournamentId), timingKeys.overdue(), timingKeys.today()],
    success: { title: t("adminMatches.reopened") },
    failure: { title: t("adminMatches.reopenFailed"), serverFirst: true },
    shownByScreen: (error) => playedOnMatches(error) !== null,
    onSuccess,
  });
}
