import { useQuery } from "@tanstack/react-query";
import type { LeagueMatch } from "@/lib/wire";
import { getLeagueMatchesPage } from "@/shared/league/api/get-league-matches";
import { leagueKeys } from "@/shared/league/api/keys";

/** The filters of the member's played league matches. */
const myLeagueFilters = (playerId: number) => ({ playerId, status: "completed" as const });

/**
 * The query key of the member's newest played league matches: under the league's keys, so a
 * league event (a score recorded, corrected, confirmed or disputed) refetches them.
 */
export const myLeagueScoresKey = (playerId: number) =>
  [...leagueKeys.matchList(myLeagueFilters(playerId)), "newest"] as const;

/**
 * The member's newest played league matches (one page, newest first): a score awaits its
 * answer for 48 hours, so the ones to confirm are among them. Under the league's keys, so a
 * league event refetches them with no reload.
 */
export function useMyLeagueScores(playerId: number): LeagueMatch[] {
  const page = useQuery({
    queryKey: myLeagueScoresKey(playerId),
    queryFn: () => getLeagueMatchesPage(myLeagueFilters(playerId), 0),
  });
  return page.data?.items ?? [];
}
