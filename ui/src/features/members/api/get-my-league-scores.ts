import { useQuery } from "@tanstack/react-query";
import type { LeagueMatch } from "@/lib/wire";
import { getLeagueMatchesPage } from "@/shared/league/api/get-league-matches";
import { leagueKeys } from "@/shared/league/api/keys";

/**
 * The member's newest played league matches (one page, newest first): a score awaits its
 * answer for 48 hours, so the ones to confirm are among them. Under the league's keys, so a
 * league event refetches them with no reload.
 */
export function useMyLeagueScores(playerId: number): LeagueMatch[] {
  const filters = { playerId, status: "completed" as const };
  const page = useQuery({
    queryKey: [...leagueKeys.matchList(filters), "newest"],
    queryFn: () => getLeagueMatchesPage(filters, 0),
  });
  return page.data?.items ?? [];
}
