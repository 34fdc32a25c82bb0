import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Discipline, RankingEntry, Season } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { seasonKey } from "@/shared/players/model/season";

/**
 * The path of a ranking: `discipline=doubles` for the doubles one (singles, the general
 * ranking, is the server's default and left out), `season` unless the current one.
 */
export function rankingsPath(season: Season | null, discipline: Discipline): string {
  const query = new URLSearchParams();
  if (discipline === "doubles") query.set("discipline", discipline);
  if (season) query.set("season", season);
  const text = query.toString();
  return text ? `/api/rankings?${text}` : "/api/rankings";
}

/**
 * Fetches a season's ranking (null: the current one) of a discipline: approved players,
 * shared ranks on equal totals. In doubles, the players with doubles results, each with their
 * teams' points.
 */
export const getRankings = (season: Season | null = null, discipline: Discipline = "singles") =>
  api.get<RankingEntry[]>(rankingsPath(season, discipline));

/** Query options for `getRankings`. */
export const getRankingsOptions = (season: Season | null = null, discipline: Discipline = "singles") =>
  queryOptions({
    queryKey: playerKeys.rankings(seasonKey(season), discipline),
    queryFn: () => getRankings(season, discipline),
  });

/** A season's ranking (null: the current one) of a discipline (singles unless told). */
export function useRankings(season: Season | null = null, discipline: Discipline = "singles") {
  return useQuery(getRankingsOptions(season, discipline));
}
