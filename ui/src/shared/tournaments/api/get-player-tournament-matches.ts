import { useQueries, type QueryClient } from "@tanstack/react-query";
import type { Match, Tournament } from "@/lib/wire";
import { playsIn } from "@/shared/results/model/confirmation";
import { getTournamentMatchesOptions } from "./get-tournament-matches";
import { getTournamentsOptions, useTournaments } from "./get-tournaments";

/** A match of a player's, with its tournament's name. */
export interface PlayerMatch {
  match: Match;
  tournamentName: string;
}

/**
 * Whether a tournament may hold a match of a player's still open: an active one (matches to
 * play), or one completed this season or the last (its final's result may still await the
 * opponent).
 */
function mayHoldOpenMatches(tournament: Tournament, thisYear: number): boolean {
  return (
    tournament.status === "active" || (tournament.status === "completed" && tournament.season >= thisYear - 1)
  );
}

/** The tournaments of `list` whose matches are read for a player's open ones. */
const openTournaments = (list: Tournament[]) =>
  list.filter((tournament) => mayHoldOpenMatches(tournament, new Date().getFullYear()));

/**
 * A player's matches of the tournaments under way, from the same public match lists every
 * tournament page reads: the live events refetch them when a result, its answer or a match's
 * day arrives, so a page showing them follows with no reload. Null while loading.
 */
export function usePlayerTournamentMatches(playerId: number): PlayerMatch[] | null {
  const tournaments = useTournaments();
  const open = openTournaments(tournaments.data ?? []);
  const lists = useQueries({ queries: open.map((tournament) => getTournamentMatchesOptions(tournament.id)) });
  if (tournaments.isPending || lists.some((list) => list.isPending)) return null;
  const theirs: PlayerMatch[] = [];
  lists.forEach((list, index) => {
    const tournament = open[index];
    if (!list.data || !tournament) return;
    for (const match of list.data)
      if (!match.isBye && playsIn(match, playerId)) theirs.push({ match, tournamentName: tournament.name });
  });
  return theirs;
}

/**
 * Fetches into `client` what `usePlayerTournamentMatches` reads: the tournament list, then the
 * match lists of the tournaments under way. Settles when they are in or have failed.
 */
export async function prefetchPlayerTournamentMatches(client: QueryClient): Promise<void> {
  const list = await client.fetchQuery(getTournamentsOptions()).catch(() => []);
  await Promise.all(
    openTournaments(list).map((tournament) =>
      client.prefetchQuery(getTournamentMatchesOptions(tournament.id)),
    ),
  );
}
