import type { QueryKey } from "@tanstack/react-query";
import type { LiveChange } from "@/lib/wire";
import { leagueKeys } from "@/shared/league/api/keys";
import { memberKeys } from "@/shared/members/api/keys";
import { playerKeys } from "@/shared/players/api/keys";
import { timingKeys } from "@/shared/timing/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/**
 * What a kind this build does not know asks for (a newer server's): everything refetches.
 * Typed `never`, so a kind the server adds fails the type check until it has its case.
 */
const unknownKind = (_kind: never): QueryKey[] => [[]];

/** The queries of one tournament (its details, matches, groups, players, progress). */
const tournament = (id: number): QueryKey => [...tournamentKeys.all, id];

/**
 * The queries a change may have moved, by key prefix: what `invalidateQueries` refetches
 * when the change arrives. Points move with every result, so the rankings, profiles and
 * player lists (all under `playerKeys.all`) follow tournament and league results; names
 * show in tournaments and the league, so they follow player edits. A signed-in member's next
 * matches follow results, draws and challenges (the member's own list, refetched only where
 * it is on screen).
 */
export function keysForChange(change: LiveChange): QueryKey[] {
  const id = change.tournamentId;
  const thisTournament = id === undefined || id === null ? [] : [tournament(id)];
  // When and where matches are played: today's list, the admin's queue, the member's next matches.
  const whenPlayed = [timingKeys.today(), timingKeys.overdue(), memberKeys.overview()];
  switch (change.kind) {
    case "match_result":
    case "tournament_edited":
    case "tournament_created":
    case "tournament_deleted":
      return [
        ...thisTournament,
        tournamentKeys.list(),
        playerKeys.all,
        [...leagueKeys.all, "range"],
        tournamentKeys.disputes(),
        tournamentKeys.audit(),
        ...whenPlayed,
      ];
    case "result_answered":
      // A confirmation or a dispute moves no score and no point: the match's own lists (a
      // league score's and the league's history), the member's page and the admin's queue
      // follow; no ranking, profile or challenge range does.
      return [
        ...(id === undefined || id === null ? [leagueKeys.matches(), leagueKeys.history()] : thisTournament),
        memberKeys.overview(),
        tournamentKeys.disputes(),
        tournamentKeys.audit(),
      ];
    case "matches_generated":
    case "match_scheduled":
      return [...thisTournament, tournamentKeys.list(), ...whenPlayed];
    case "league_match_created":
    case "league_score":
    case "league_match_cancelled":
    case "league_match_deleted":
      return [
        leagueKeys.all,
        playerKeys.all,
        memberKeys.overview(),
        tournamentKeys.disputes(),
        timingKeys.today(),
      ];
    case "player_added":
    case "player_edited":
    case "player_deleted":
    case "player_approved":
      return [playerKeys.all, tournamentKeys.all, leagueKeys.all];
    default:
      return unknownKind(change.kind);
  }
}
