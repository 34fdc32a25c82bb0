import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useLeagueMutation } from "./use-league-mutation";

/**
 * Cancels (deletes) a pending league match, or, for the admin, deletes a completed one;
 * 403 for anyone else on a match with a score (`league_delete_admin_only`), and for a signed-in
 * member on a match they do not play (`not_in_match`).
 */
export const cancelLeagueMatch = (id: number) => api.delete(`/api/league/matches/${id}`);

/** Cancels a pending league match with the app's toasts. */
export function useCancelLeagueMatch(onSuccess: () => void) {
  const t = useT();
  return useLeagueMutation<number, unknown>({
    mutationFn: cancelLeagueMatch,
    success: { title: t("leagueActions.cancelled") },
    failure: { title: t("leagueActions.cancelFailed"), serverFirst: true },
    onSuccess,
  });
}

/** Deletes a completed league match (the admin) with the app's toasts. */
export function useDeleteLeagueMatch(onSuccess: () => void) {
  const t = useT();
  return useLeagueMutation<number, unknown>({
    mutationFn: cancelLeagueMatch,
    success: { title: t("leagueActions.deleted") },
    failure: { title: t("leagueActions.deleteFailed"), serverFirst: true },
    onSuccess,
  });
}

/** A signed-in member cancels their own pending challenge, with the app's toasts. */
export function useCancelChallenge(onSuccess: () => void) {
  const t = useT();
  return useLeagueMutation<number, unknown>({
    mutationFn: cancelLeagueMatch,
    success: { title: t("leagueMembers.challengeCancelled") },
    failure: { title: t("leagueMembers.cancelChallengeFailed"), serverFirst: true },
    onSuccess,
  });
}
