import { api, ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { LeagueMatch, Match } from "@/lib/wire";
import { leagueInvalidations } from "@/shared/league/api/use-league-mutation";
import { memberKeys } from "@/shared/members/api/keys";
import { playerKeys } from "@/shared/players/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import type { PhoneResultPayload } from "../model/phone-score";

/**
 * A member's result calls (docs/api.md, "Results"): the same calls as the admin's, with the
 * member cookie. Every one answers the match as it now stands.
 */

/** Records the first result of a match the member plays in. */
export const recordResult = (payload: PhoneResultPayload) => api.post<Match>("/api/matches/result", payload);

/** Corrects the result the member reported, while it awaits the opponent (its 48 hours start again). */
export const correctResult = (payload: PhoneResultPayload) =>
  api.patch<Match>(`/api/matches/${payload.matchId}`, { ...payload, status: "completed" });

/** Confirms the opponent's result (the admin's too: it settles a dispute). */
export const confirmResult = (matchId: number) => api.post<Match>(`/api/matches/${matchId}/confirm`);

/** Disputes the opponent's result, with what is wrong (1 to 500 characters). */
export const disputeResult = ({ matchId, reason }: { matchId: number; reason: string }) =>
  api.post<Match>(`/api/matches/${matchId}/dispute`, { reason });

/**
 * What a result or its answer changes: everything of its tournament (standings, bracket,
 * the marks), the list (a final completes it), the players (points), the member's page, and
 * the admin's queue and history.
 */
export const resultInvalidations = (tournamentId: number) => [
  [...tournamentKeys.all, tournamentId],
  tournamentKeys.list(),
  playerKeys.all,
  memberKeys.overview(),
  tournamentKeys.disputes(),
  tournamentKeys.audit(),
];

/** Records or corrects the member's result, with the app's toasts; a refused score the form shows itself. */
export function useSaveResult(match: Match, correcting: boolean, onSuccess: () => void) {
  const t = useT();
  return useActionMutation<PhoneResultPayload, Match>({
    mutationFn: correcting ? correctResult : recordResult,
    invalidates: () => resultInvalidations(match.tournamentId),
    success: correcting
      ? { title: t("results.corrected") }
      : { title: t("results.recorded"), description: t("results.recordedBody") },
    failure: { title: t("results.saveFailed"), description: t("results.saveFailedBody"), serverFirst: true },
    // The form says the server's reason beside the score itself.
    shownByScreen: (error) => error instanceof ApiError,
    onSuccess,
  });
}

/** Confirms a result, with the app's toasts. */
export function useConfirmResult(tournamentId: number, onSuccess?: () => void) {
  const t = useT();
  return useActionMutation<number, Match>({
    mutationFn: confirmResult,
    invalidates: () => resultInvalidations(tournamentId),
    success: { title: t("results.confirmed") },
    failure: { title: t("results.confirmFailed"), serverFirst: true },
    onSuccess,
  });
}

/** Disputes a league score, with what is wrong (1 to 500 characters). */
export const disputeLeagueScore = ({ matchId, reason }: { matchId: number; reason: string }) =>
  api.post<LeagueMatch>(`/api/league/matches/${matchId}/dispute`, { reason });

/**
 * Disputes a result (a tournament match's, or with `tournamentId` null a league score's), with
 * the app's toasts; a refused reason the dialog shows itself.
 */
export function useDisputeResult(tournamentId: number | null, onSuccess: () => void) {
  const t = useT();
  return useActionMutation<{ matchId: number; reason: string }, Match | LeagueMatch>({
    mutationFn: tournamentId === null ? disputeLeagueScore : disputeResult,
    invalidates: () => (tournamentId === null ? leagueInvalidations() : resultInvalidations(tournamentId)),
    success: { title: t("results.disputed") },
    failure: { title: t("results.disputeFailed"), serverFirst: true },
    // The dialog says the server's reason under the text.
    shownByScreen: (error) => error instanceof ApiError,
    onSuccess,
  });
}

/** Confirms a league score (the admin settles a dispute so). */
export const confirmLeagueScore = (leagueMatchId: number) =>
  api.post<LeagueMatch>(`/api/league/matches/${leagueMatchId}/confirm`);

/** Confirms a league score, with the app's toasts: the league, the points and the queue follow. */
export function useConfirmLeagueScore() {
  const t = useT();
  return useActionMutation<number, LeagueMatch>({
    mutationFn: confirmLeagueScore,
    invalidates: leagueInvalidations,
    success: { title: t("results.confirmed") },
    failure: { title: t("results.confirmFailed"), serverFirst: true },
  });
}
