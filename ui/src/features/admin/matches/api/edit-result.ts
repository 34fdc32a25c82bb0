import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Match } from "@/lib/wire";
import { playedOnMatches } from "../model/played-on";
import type { ResultPayload } from "../model/result-form";
import { resultInvalidations } from "./record-result";

/**
 * Changes a recorded result; 409 `result_played_on` when the winner already played the next
 * round, unless `clearLater` clears the later results it invalidates.
 */
export const editResult = (payload: ResultPayload) =>
  api.patch<Match>(`/api/matches/${payload.matchId}`, { ...payload, status: "completed" });

/** Changes a result with the app's toasts ('Update failed', server's reason first). */
export function useEditResult(tournamentId: number, onSuccess: () => void) {
  const t = useT();
  return useActionMutation<ResultPayload, Match>({
    mutationFn: editResult,
    invalidates: () => resultInvalidations(tournamentId),
    success: { title: t("matches.updated") },
    failure: {
      title: t("matches.updateFailed"),
      description: t("matches.updateFailedBody"),
      serverFirst: true,
    },
    // The dialog asks before clearing the later results the change invalidates.
    shownByScreen: (error) => playedOnMatches(error) !== null,
    onSuccess,
  });
}
