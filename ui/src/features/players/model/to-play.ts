import type { PlayerMatch } from "@/shared/tournaments/api/get-player-tournament-matches";
import { sideOf } from "@/shared/results/model/sides";

/** One match a player has still to play, with the opponent from their side. */
export interface MatchToPlay extends PlayerMatch {
  opponentId: number | null;
  opponentName: string | null;
}

/**
 * The matches `playerId` has still to play: no result, both players known (the server gives
 * those a `timing`), the one due soonest first.
 */
export function matchesToPlay(matches: PlayerMatch[], playerId: number): MatchToPlay[] {
  return matches
    .filter(({ match }) => match.winnerId == null && match.timing != null)
    .map((item) => {
      const { match } = item;
      const first = sideOf(match, playerId) === 1;
      return {
        ...item,
        opponentId: first ? match.player2Id : match.player1Id,
        opponentName: first ? match.player2Name : match.player1Name,
      };
    })
    .sort((a, b) => a.match.deadline.localeCompare(b.match.deadline) || a.match.id - b.match.id);
}
