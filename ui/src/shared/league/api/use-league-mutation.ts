import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { useActionMutation, type ActionMutationOptions } from "@/lib/mutation";
import { sessionKeys } from "@/lib/session/session";
import { leagueKeys } from "@/shared/league/api/keys";
import { memberKeys } from "@/shared/members/api/keys";
import { playerKeys } from "@/shared/players/api/keys";
import { timingKeys } from "@/shared/timing/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/** Options of `useLeagueMutation`: those of `useActionMutation` without the invalidation. */
export type LeagueMutationOptions<TVariables, TData> = Omit<
  ActionMutationOptions<TVariables, TData>,
  "invalidates"
>;

/**
 * What a league write changes: the league and its history, the rankings (league sets earn
 * ranking points), the member's page (next matches, scores to confirm) and the admin's queue
 * of disputes (tournament and league).
 */
export const leagueInvalidations = () => [
  leagueKeys.all,
  playerKeys.all,
  memberKeys.overview(),
  tournamentKeys.disputes(),
  // A league match may be today's: "Today at the club" lists it.
  timingKeys.today(),
];

/**
 * A league write: refreshes the league, its history and the rankings (league sets earn
 * ranking points). A 401 means the 12-hour league unlock ran out since the page loaded, so
 * the session status is fetched again and the next try asks for the password.
 */
export function useLeagueMutation<TVariables, TData>(options: LeagueMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  return useActionMutation<TVariables, TData>({
    ...options,
    mutationFn: async (variables) => {
      try {
        return await options.mutationFn(variables);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.status() });
        }
        throw error;
      }
    },
    invalidates: leagueInvalidations,
  });
}
