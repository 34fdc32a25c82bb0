import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import type { LeagueMatch, NewLeagueMatch, Sending } from "@/lib/wire";
import { useLeagueMutation } from "@/shared/league/api/use-league-mutation";
import { bookingRefusal } from "@/shared/timing/model/booking-refusal";
import { pendingPair } from "../model/pending-pair";

/** The body of a new league match: both players and the date; time (`HH:MM`) and court (cancha) when chosen. */
export type NewLeagueMatchBody = Sending<NewLeagueMatch, "player1Id" | "player2Id" | "date">;

/**
 * Creates a league match. The server refuses an out-of-range challenge for a
 * league-password user (the admin may override) with a sentence saying so.
 */
export const createLeagueMatch = (body: NewLeagueMatchBody) =>
  api.post<LeagueMatch>("/api/league/matches", body);

/**
 * Creates a league match with the app's toasts (server's refusal as the description). A clash
 * (with its next free slot) and a pair's pending match are said in the form instead.
 */
export function useCreateLeagueMatch(onSuccess: () => void) {
  const t = useT();
  return useLeagueMutation<NewLeagueMatchBody, LeagueMatch>({
    mutationFn: createLeagueMatch,
    success: { title: t("leagueActions.created") },
    failure: { title: t("leagueActions.createFailed"), serverFirst: true },
    shownByScreen: (error) => bookingRefusal(error) !== null || pendingPair(error) !== null,
    onSuccess,
  });
}
