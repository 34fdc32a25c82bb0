import type { Match, MatchSet, MatchStage, SlotLabel } from "@/lib/wire";

/**
 * The knockout part of a tournament as the bracket draws it: one node per
 * match, with the two entrants (a known player, or where they come from, such as
 * the first of group A or the winner of QF1) and the link to the next match.
 */

/** One side of a knockout match. */
export interface BracketEntrant {
  playerId: number | null;
  name: string | null;
  /** Where the player comes from while unknown; the bracket says it in the visitor's language. */
  label: SlotLabel | null;
}

/** A knockout match, from the server or from a static fallback bracket. */
export interface BracketMatch {
  id: number | string;
  stage: MatchStage;
  round: number;
  slot: number;
  top: BracketEntrant;
  bottom: BracketEntrant;
  /** 1 when the top entrant won, 2 the bottom one. */
  winner: 1 | 2 | null;
  /** The sets as played, from the top entrant's side; empty before a score and for a walkover. */
  sets: MatchSet[];
  walkover: boolean;
  retired: boolean;
  isBye: boolean;
  nextMatchId: number | string | null;
  /** The side of the next match the winner takes: 1 the top, 2 the bottom. */
  nextSlot: number | null;
}

/** The knockout matches of a tournament as bracket nodes; group matches are left out. */
export function knockoutFromMatches(matches: Match[]): BracketMatch[] {
  return matches
    .filter((match) => match.stage !== "group")
    .map((match) => ({
      id: match.id,
      stage: match.stage,
      round: match.round,
      slot: match.slot,
      top: { playerId: match.player1Id, name: match.player1Name, label: match.player1Label },
      bottom: { playerId: match.player2Id, name: match.player2Name, label: match.player2Label },
      winner:
        match.winnerId === null
          ? null
          : match.winnerId === match.player1Id
            ? 1
            : match.winnerId === match.player2Id
              ? 2
              : null,
      sets: match.sets,
      walkover: match.walkover,
      retired: match.retired,
      isBye: match.isBye,
      nextMatchId: match.nextMatchId,
      nextSlot: match.nextSlot,
    }));
}

/** The draw size of a single-elimination tournament: the next power of two. */
export function drawSize(playerCount: number): number {
  let size = 2;
  while (size < playerCount) size *= 2;
  return size;
}

/** The knockout stage a round is, from the number of players left in it. */
export function stageForPlayersLeft(playersLeft: number): MatchStage {
  switch (playersLeft) {
    case 2:
      return "final";
    case 4:
      return "semifinal";
    case 8:
      return "quarterfinal";
    case 16:
      return "round_of_16";
    case 32:
      return "round_of_32";
    default:
      return "round_of_64";
  }
}

/**
 * Top-to-bottom order of the favourites of a draw's matches
 * (docs/rules.md#draw-order): in a round of r players seed s meets seed r+1-s,
 * and the second seed's pairing is turned over so that seed 2 stays on the
 * bottom line. 4 matches: 1, 4, 3, 2; 8 matches: 1, 8, 4, 5, 3, 6, 7, 2.
 */
export function favouritesOrder(matchCount: number): number[] {
  let order = [1];
  while (order.length < matchCount) {
    const playersInRound = order.length * 2;
    order = order.flatMap((seed) => {
      const pair = [seed, playersInRound + 1 - seed];
      return seed === 2 ? pair.reverse() : pair;
    });
  }
  return order;
}
