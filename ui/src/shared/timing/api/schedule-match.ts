import { api } from "@/lib/api";
import { useActionMutation } from "@/lib/mutation";
import { useT } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { memberKeys } from "@/shared/members/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import type { ScheduleBody } from "../model/schedule-form";
import { timingKeys } from "./keys";

/** Sets a match's day, and optionally its hour and court (one of its players, or the admin). */
export const scheduleMatch = (matchId: number, body: ScheduleBody) =>
  api.patch<Match>(`/api/matches/${matchId}/schedule`, body);

/**
 * The schedule write. Its errors are shown in the dialog itself (by code), so they get no
 * toast; the match's tournament, the member's overview, today's list and the admin's queue
 * refetch.
 */
export function useScheduleMatch(matchId: number, onDone?: () => void) {
  const t = useT();
  return useActionMutation<ScheduleBody, Match>({
    mutationFn: (body) => scheduleMatch(matchId, body),
    invalidates: (match) => [
      [...tournamentKeys.all, match.tournamentId],
      memberKeys.overview(),
      timingKeys.today(),
      timingKeys.overdue(),
    ],
    success: { title: t("timing.saved") },
    failure: { title: t("timing.failed"), serverFirst: true },
    shownByScreen: () => true,
    onSuccess: () => onDone?.(),
  });
}
