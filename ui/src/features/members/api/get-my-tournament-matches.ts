import { useQueries } from "@tanstack/react-query";
import type { Match, Tournament } from "@/lib/wire";
import { getTournamentMatchesOptions } from "@/shared/tournaments/api/get-tournament-matches";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { playsIn } from "@/shared/results/model/confirmation";

/** A match of the member's, with its tournament's name. */
export interface MyMatch {
  match: Match;
  tournamentName: string;
}

/**
 * Whether a tournament may hold a result that is not settled yet: an active one, or one
 * completed this season or the last (its final may still await the opponent).
 */
function mayHoldOpenResults(tournament: Tournament, thisYear: number): boolean {
  return (
    tournament.status === "active" || (tournament.status === "completed" && tournament.season >= thisYear - 1)
  );
}

/**
 * The member's matches of the tournaments under way, from the same public match lists
 * every tournament page reads: the live events refetch them when a result or its answer
 * arrives, so the member's page follows with no reload. Null while loading.
 */
export function useMyTournamentMatches(playerId: number): MyMatch[] | null {
  const tournaments = useTournaments();
  const thisYear = new Date().getFullYear();
  const open = (tournaments.data ?? []).filter((tournament) => mayHoldOpenResults(tournament, thisYear));
  const lists = useQueries({ queries: open.map((tournament) => getTournamentMatchesOptions(tournament.id)) });
  if (tournaments.isPending || lists.some((list) => list.isPending)) return null;
  const mine: MyMatch[] = [];
  lists.forEach((list, index) => {
    const tournament = open[index];
    if (!list.data || !tournament) return;
    for (const match of list.data)
      if (!match.isBye && playsIn(match, playerId)) mine.push({ match, tournamentName: tournament.name });
  });
  return mine;
}
