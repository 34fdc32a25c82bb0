import { api } from "@/lib/api";
import { useT, type Translate } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { LeagueMatch, Match } from "@/lib/wire";
import { leagueInvalidations } from "@/shared/league/api/use-league-mutation";
import { resultChanged, resultInvalidations, type ConfirmHandlers } from "@/shared/results/api/result-calls";
import { playedOnMatches } from "../model/played-on";

/** Which version of a disputed result stands: the report, or the disputer's. */
export type SettleAccept = "report" | "dispute";

/**
 * The club's ruling on a dispute (docs/api.md, "Results"): the match, the version that stands,
 * the report's `confirmation.reportedAt` as shown (a correction since gets 409
 * `result_changed`), and, for a tournament match, `clearLater` once the admin agreed to clear
 * the later results a changed winner invalidates.
 */
export interface Settlement {
  matchId: number;
  accept: SettleAccept;
  reportedAt: string;
  clearLater?: true;
}

/**
 * Settles a disputed tournament result: `report` confirms the report, `dispute` records the
 * disputer's version (or withdraws a walkover claim disputed without one). 409
 * `result_played_on` when that version changes a winner who already played on.
 */
export const settleResult = ({ matchId, accept, reportedAt, clearLater }: Settlement) =>
  api.post<Match>(`/api/matches/${matchId}/settle`, { accept, reportedAt, clearLater });

/** Settles a disputed league score: `report` confirms it, `dispute` records the disputer's score. */
export const settleLeagueScore = ({ matchId, accept, reportedAt }: Settlement) =>
  api.post<LeagueMatch>(`/api/league/matches/${matchId}/settle`, { accept, reportedAt });

/** The success toast of a ruling: which version stands, or that the match is to be played. */
function settledTitle(accept: SettleAccept, played: boolean, t: Translate) {
  if (accept === "report") return { title: t("adminDisputes.reportAccepted") };
  return { title: played ? t("adminDisputes.disputeAccepted") : t("adminDisputes.claimWithdrawn") };
}

/**
 * Settles a tournament dispute with the app's toasts. A report corrected since it was shown is
 * fetched again and shown anew (`onChanged`); a ruling refused because the winner played on
 * is left to the screen, which asks before sending it again with `clearLater`.
 */
export function useSettleResult(tournamentId: number, { onSuccess, onChanged }: ConfirmHandlers = {}) {
  const t = useT();
  return useActionMutation<Settlement, Match>({
    mutationFn: settleResult,
    invalidates: () => resultInvalidations(tournamentId),
    invalidatesOnError: (error) => (resultChanged(error) ? resultInvalidations(tournamentId) : []),
    success: (match, { accept }) => settledTitle(accept, match.winnerId !== null, t),
    failure: { title: t("adminDisputes.settleFailed"), serverFirst: true },
    shownByScreen: (error) => resultChanged(error) || playedOnMatches(error) !== null,
    onSuccess,
    onError: (error) => {
      if (resultChanged(error)) onChanged?.();
    },
  });
}

/** Settles a league dispute with the app's toasts; a score corrected since is shown anew (`onChanged`). */
export function useSettleLeagueScore({ onSuccess, onChanged }: ConfirmHandlers = {}) {
  const t = useT();
  return useActionMutation<Settlement, LeagueMatch>({
    mutationFn: settleLeagueScore,
    invalidates: leagueInvalidations,
    invalidatesOnError: (error) => (resultChanged(error) ? leagueInvalidations() : []),
    success: (_, { accept }) => settledTitle(accept, true, t),
    failure: { title: t("adminDisputes.settleFailed"), serverFirst: true },
    shownByScreen: resultChanged,
    onSuccess,
    onError: (error) => {
      if (resultChanged(error)) onChanged?.();
    },
  });
}
