import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/shared/league/api/types";
import { useLeagueMutation } from "./use-league-mutation";

/** The body of a new league match; time (`HH:MM`) and court (cancha) are optional. */
export interface NewLeagueMatch {
  player1Id: number;
  player2Id: number;
  /** `yyyy-mm-dd`. */
  date: string;
  time?: string;
  cancha?: number;
}

/**
 * Creates a league match. The server refuses an out-of-range challenge for a
 * league-password user (the admin may override) with a sentence saying so.
 */
export const createLeagueMatch = (body: NewLeagueMatch) => api.post<LeagueMatch>("/api/league/matches", body);

/** Creates a league match with the app's toasts (server's refusal as the description). */
export function useCreateLeagueMatch(onSuccess: () => void) {
  const t = useT();
  return useLeagueMutation<NewLeagueMatch, LeagueMatch>({
    mutationFn: createLeagueMatch,
    success: { title: t("leagueActions.created") },
    failure: { title: t("leagueActions.createFailed"), serverFirst: true },
    onSuccess,
  });
}
