import type { Match, MatchSet, MatchStage, SlotLabel, Timing } from "@/lib/wire";
import { sideKey, winnerSide } from "@/shared/results/model/sides";

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
  /** A doubles team's key, its first player (its seed's), where `playerId` is null. */
  key?: number | null;
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
  /** Where its result stands with the opponent (the awaiting or disputed mark); absent for a planned bracket. */
  confirmation?: Match["confirmation"];
  isBye: boolean;
  nextMatchId: number | string | null;
  /** The side of the next match the winner takes: 1 the top, 2 the bottom. */
  nextSlot: number | null;
  /** Where an unplayed match stands against its week (`late` and `overdue` are marked). */
  timing?: Timing | null;
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
      top: {
        playerId: match.player1Id,
        name: match.player1Name,
        label: match.player1Label,
        key: sideKey(match, 1),
      },
      bottom: {
        playerId: match.player2Id,
        name: match.player2Name,
        label: match.player2Label,
        key: sideKey(match, 2),
      },
      winner: winnerSide(match),
      sets: match.sets,
      walkover: match.walkover,
      retired: match.retired,
      confirmation: match.confirmation ?? null,
      isBye: match.isBye,
      timing: match.timing ?? null,
      nextMatchId: match.nextMatchId,
      nextSlot: match.nextSlot,
    }));
}
