import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Match } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import type { ResultPayload } from "../model/result-form";

/** Records the first result of a match (409 when it has one, or is not playable). */
export const recordResult = (payload: ResultPayload) => api.post<Match>("/api/matches/result", payload);

/**
 * What a result changes: everything of its tournament (standings, bracket, the
 * next round's players), the list (the final completes the tournament) and the
 * players (ranking points); the queue of disputes and the history follow it.
 */
export const resultInvalidations = (tournamentId: number) => [
  [...tournamentKeys.all, tournamentId],
  tournamentKeys.list(),
  playerKeys.all,
  tournamentKeys.disputes(),
  tournamentKeys.audit(),
];

/** Records a result with the app's toasts ('Recording failed', server's reason first). */
export function useRecordResult(tournamentId: number, onSuccess: () => void) {
  const t = useT();
  return useActionMutation<ResultPayload, Match>({
    mutationFn: recordResult,
    invalidates: () => resultInvalidations(tournamentId),
    success: { title: t("matches.recorded") },
    failure: {
      title: t("matches.recordFailed"),
      description: t("matches.recordFailedBody"),
      serverFirst: true,
    },
    onSuccess,
  });
}
