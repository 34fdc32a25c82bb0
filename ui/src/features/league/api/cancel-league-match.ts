import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useLeagueMutation } from "./use-league-mutation";

/** Cancels (deletes) a pending league match; 409 once it has a score. */
export const cancelLeagueMatch = (id: number) => api.delete(`/api/league/matches/${id}`);

/** Cancels a league match with the app's toasts. */
export function useCancelLeagueMatch(onSuccess: () => void) {
  const t = useT();
  return useLeagueMutation<number, unknown>({
    mutationFn: cancelLeagueMatch,
    success: { title: t("leagueActions.cancelled") },
    failure: { title: t("leagueActions.cancelFailed"), serverFirst: true },
    onSuccess,
  });
}
