import { api, ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { LeagueMatch, Match } from "@/lib/wire";
import type { LeagueScorePayload } from "@/shared/league/api/record-league-score";
import { leagueInvalidations } from "@/shared/league/api/use-league-mutation";
import { memberKeys } from "@/shared/members/api/keys";
import { playerKeys } from "@/shared/players/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import type { ShownResult } from "../model/confirmation";
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

/**
 * Confirms the opponent's result (the admin's too: it settles a dispute), naming the version
 * shown: one corrected since is refused with 409 `result_changed`.
 */
export const confirmResult = ({ matchId, reportedAt }: ShownResult) =>
  api.post<Match>(`/api/matches/${matchId}/confirm`, { reportedAt });

/** Whether a confirm was refused because the result was corrected since it was shown. */
export function resultChanged(error: Error): boolean {
  return error instanceof ApiError && error.code === "result_changed";
}

/** What the screen of a Confirm does once it answered. */
export interface ConfirmHandlers {
  onSuccess?: () => void;
  /**
   * The result was corrected since it was shown (409 `result_changed`): by now its queries
   * are fetched again and the new result is on screen; the screen says so beside its Confirm
   * (no toast), and the next Confirm names the new version.
   */
  onChanged?: () => void;
}

/**
 * A dispute: what is wrong (1 to 500 characters) and, when the disputer adds it, their own
 * version: a tournament result's winner and score (from player 1's side, as the form sends a
 * result), or a league score's sets.
 */
export interface DisputeBody {
  matchId: number;
  reason: string;
  winnerId?: number;
  /** Doubles: the side the disputer's version makes the winner (in place of `winnerId`). */
  winnerTeam?: 1 | 2;
  score?: string;
  setsPlayed?: number;
  setScores?: LeagueScorePayload["setScores"];
}

/** Disputes the opponent's result or walkover claim. */
export const disputeResult = ({ matchId, ...body }: DisputeBody) =>
  api.post<Match>(`/api/matches/${matchId}/dispute`, body);

/** Withdraws the member's walkover claim: the match is to be played again, as if never claimed. */
export const withdrawClaim = (matchId: number) => api.delete<Match>(`/api/matches/${matchId}/claim`);

/** Withdraws the member's walkover claim, with the app's toasts; the same queries follow as for a result. */
export function useWithdrawClaim(tournamentId: number) {
  const t = useT();
  return useActionMutation<number, Match>({
    mutationFn: withdrawClaim,
    invalidates: () => resultInvalidations(tournamentId),
    success: { title: t("results.withdrawn") },
    failure: { title: t("results.withdrawFailed"), serverFirst: true },
  });
}

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

/** Confirms the result shown, with the app's toasts; one corrected since is shown anew (`onChanged`). */
export function useConfirmResult(tournamentId: number, { onSuccess, onChanged }: ConfirmHandlers = {}) {
  const t = useT();
  return useActionMutation<ShownResult, Match>({
    mutationFn: confirmResult,
    invalidates: () => resultInvalidations(tournamentId),
    invalidatesOnError: (error) => (resultChanged(error) ? resultInvalidations(tournamentId) : []),
    success: { title: t("results.confirmed") },
    failure: { title: t("results.confirmFailed"), serverFirst: true },
    shownByScreen: resultChanged,
    onSuccess,
    onError: (error) => {
      if (resultChanged(error)) onChanged?.();
    },
  });
}

/** Disputes a league score, with what is wrong and, optionally, the disputer's own sets. */
export const disputeLeagueScore = ({ matchId, ...body }: DisputeBody) =>
  api.post<LeagueMatch>(`/api/league/matches/${matchId}/dispute`, body);

/**
 * Disputes a result (a tournament match's, or with `tournamentId` null a league score's), with
 * the app's toasts; a refused reason the dialog shows itself.
 */
export function useDisputeResult(tournamentId: number | null, onSuccess: () => void) {
  const t = useT();
  return useActionMutation<DisputeBody, Match | LeagueMatch>({
    mutationFn: tournamentId === null ? disputeLeagueScore : disputeResult,
    invalidates: () => (tournamentId === null ? leagueInvalidations() : resultInvalidations(tournamentId)),
    success: { title: t("results.disputed") },
    failure: { title: t("results.disputeFailed"), serverFirst: true },
    // The dialog says the server's reason under the text.
    shownByScreen: (error) => error instanceof ApiError,
    onSuccess,
  });
}

/**
 * Confirms a league score (the admin settles a dispute so), naming the version shown: one
 * corrected since is refused with 409 `result_changed`.
 */
export const confirmLeagueScore = ({ matchId, reportedAt }: ShownResult) =>
  api.post<LeagueMatch>(`/api/league/matches/${matchId}/confirm`, { reportedAt });

/**
 * Confirms the league score shown, with the app's toasts: the league, the points and the queue
 * follow; one corrected since is shown anew (`onChanged`).
 */
export function useConfirmLeagueScore({ onSuccess, onChanged }: ConfirmHandlers = {}) {
  const t = useT();
  return useActionMutation<ShownResult, LeagueMatch>({
    mutationFn: confirmLeagueScore,
    invalidates: leagueInvalidations,
    invalidatesOnError: (error) => (resultChanged(error) ? leagueInvalidations() : []),
    success: { title: t("results.confirmed") },
    failure: { title: t("results.confirmFailed"), serverFirst: true },
    shownByScreen: resultChanged,
    onSuccess,
    onError: (error) => {
      if (resultChanged(error)) onChanged?.();
    },
  });
}
