import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Match, OverdueMatch } from "@/lib/wire";
import { leagueKeys } from "@/shared/league/api/keys";
import { memberKeys } from "@/shared/members/api/keys";
import { playerKeys } from "@/shared/players/api/keys";
import { timingKeys } from "@/shared/timing/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/** The late and overdue matches of active tournaments, the one past its deadline longest first. */
export const getOverdue = () => api.get<OverdueMatch[]>("/api/admin/overdue");

/** The admin's queue of late and overdue matches. */
export function useOverdue() {
  return useQuery({ queryKey: timingKeys.overdue(), queryFn: getOverdue });
}

/** What a walkover or more days moves: the match's tournament, the queue, today, and (a result) the points. */
const moved = (match: Match) => [
  [...tournamentKeys.all, match.tournamentId],
  tournamentKeys.list(),
  timingKeys.overdue(),
  timingKeys.today(),
  memberKeys.all,
];

/** Records a walkover (6-0, 6-0 W/O) for the winner (a player, or a doubles side), confirmed at once. */
export function useWalkover(matchId: number) {
  const t = useT();
  return useActionMutation<{ winnerId: number } | { winnerTeam: 1 | 2 }, Match>({
    mutationFn: (winner) => api.post<Match>(`/api/matches/${matchId}/walkover`, winner),
    invalidates: (match) => [...moved(match), playerKeys.all, [...leagueKeys.all, "range"]],
    success: { title: t("overdue.walkoverDone") },
    failure: { title: t("overdue.failed"), serverFirst: true },
  });
}

/** Gives the match 1 to 14 more days to be played. */
export function useExtension(matchId: number) {
  const t = useT();
  return useActionMutation<number, Match>({
    mutationFn: (days) => api.post<Match>(`/api/matches/${matchId}/extension`, { days }),
    invalidates: moved,
    success: { title: t("overdue.extensionDone") },
    failure: { title: t("overdue.failed"), serverFirst: true },
  });
}
