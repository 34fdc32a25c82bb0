import { useInfiniteQuery, useQueries, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { clubToday } from "@/lib/dates";
import type { Tournament, TournamentPlayer } from "@/lib/wire";
import { seedsOf } from "@/shared/tournaments/model/seeds";
import { getLeagueMatchesOptions } from "@/shared/league/api/get-league-matches";
import { getRankingsOptions } from "@/shared/players/api/get-rankings";
import { getGroupPlayersOptions } from "@/shared/tournaments/api/get-group-players";
import { getGroupsOptions } from "@/shared/tournaments/api/get-groups";
import { getTournamentMatchesOptions } from "@/shared/tournaments/api/get-tournament-matches";
import { getTournamentPlayersOptions } from "@/shared/tournaments/api/get-tournament-players";
import { getTournamentsOptions } from "@/shared/tournaments/api/get-tournaments";
import type { DisplayData } from "../model/slides";
import { useThisWeek } from "@/shared/tournaments/api/get-this-week";
import { useToday } from "@/shared/timing/api/get-today";

/**
 * Refetch everything this often anyway. The live stream refetches what a change touches at
 * once; this is the safety net for a TV behind a proxy that holds the stream back.
 */
const SAFETY_NET_MS = 5 * 60_000;

const every = { refetchInterval: SAFETY_NET_MS } as const;

/** The data of each query, in order; the same array while none of them changed. */
const dataOf = <T>(results: UseQueryResult<T>[]) => results.map((result) => result.data);

/** Pairs each tournament with its loaded data, leaving out what is still loading. */
function byTournament<T>(tournaments: Tournament[], data: (T | undefined)[]): ReadonlyMap<number, T> {
  const map = new Map<number, T>();
  tournaments.forEach((tournament, index) => {
    const loaded = data[index];
    if (loaded !== undefined) map.set(tournament.id, loaded);
  });
  return map;
}

/** Each tournament's seeds, from its loaded players. */
function seedsByTournament(tournaments: Tournament[], players: (TournamentPlayer[] | undefined)[]) {
  return new Map([...byTournament(tournaments, players)].map(([id, list]) => [id, seedsOf(list)]));
}

/**
 * Everything the display shows, through the same queries (and keys) as the public pages, so
 * the live stream keeps it current like them. Only active tournaments' details are asked.
 */
export function useDisplayData(): DisplayData {
  const tournaments = useQuery({ ...getTournamentsOptions(), ...every });
  const weeks = useThisWeek();
  const active = useMemo(
    () => (tournaments.data ?? []).filter((tournament) => tournament.status === "active"),
    [tournaments.data],
  );
  const hybrids = useMemo(
    () => active.filter((tournament) => tournament.tournamentType === "hybrid"),
    [active],
  );
  const matches = useQueries({
    queries: active.map((tournament) => ({ ...getTournamentMatchesOptions(tournament.id), ...every })),
    combine: dataOf,
  });
  const players = useQueries({
    queries: active.map((tournament) => ({ ...getTournamentPlayersOptions(tournament.id), ...every })),
    combine: dataOf,
  });
  const groups = useQueries({
    queries: hybrids.map((tournament) => ({ ...getGroupsOptions(tournament.id), ...every })),
    combine: dataOf,
  });
  const groupPlayers = useQueries({
    queries: hybrids.map((tournament) => ({ ...getGroupPlayersOptions(tournament.id), ...every })),
    combine: dataOf,
  });
  const rankings = useQuery({ ...getRankingsOptions(), ...every });
  const results = useInfiniteQuery({
    ...getLeagueMatchesOptions({ playerId: null, status: "completed" }),
    ...every,
  });
  const pending = useInfiniteQuery({
    ...getLeagueMatchesOptions({ playerId: null, status: "pending" }),
    ...every,
  });
  const todayAtClub = useToday(SAFETY_NET_MS);
  const today = todayAtClub.data?.today ?? weeks.data?.today ?? clubToday();
  return useMemo(
    () => ({
      tournaments: tournaments.data,
      weeks: weeks.data?.tournaments,
      matches: byTournament(active, matches),
      seeds: seedsByTournament(active, players),
      groups: byTournament(hybrids, groups),
      groupPlayers: byTournament(hybrids, groupPlayers),
      rankings: rankings.data,
      leagueResults: results.data?.pages[0]?.items,
      leaguePending: pending.data?.pages[0]?.items,
      today,
      todayMatches: todayAtClub.data?.matches,
    }),
    [
      tournaments.data,
      weeks.data,
      active,
      hybrids,
      matches,
      players,
      groups,
      groupPlayers,
      rankings.data,
      results.data,
      pending.data,
      today,
      todayAtClub.data,
    ],
  );
}
