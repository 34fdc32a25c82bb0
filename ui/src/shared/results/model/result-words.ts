import type { Translate } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { matchScore } from "@/shared/tournaments/model/server-words";
import { type Side, sideOf, winnerSide } from "./sides";

/** A match's two sides, by id and name (in doubles, its teams and their names). */
export type MatchSides = Pick<
  Match,
  "player1Id" | "player1Name" | "player2Id" | "player2Name" | "team1" | "team2"
>;

/** The name of a side of `match`: its player's, or its team's. */
export function sideName(match: MatchSides, side: Side | null): string | null {
  if (side === null) return null;
  return side === 1 ? match.player1Name : match.player2Name;
}

/**
 * The name of the side a player of `match` plays on, by the player's id: theirs in singles,
 * their team's in doubles; null when they do not play it.
 */
export function nameIn(match: MatchSides, playerId: number | null): string | null {
  return sideName(match, sideOf(match, playerId));
}

/**
 * A recorded result as a sentence, from the winner's side as players say it: "Ana Mora won
 * 6-4, 3-6, 10-8", "Ana Mora won by walkover (W/O)". Null without a result.
 */
export function resultSentence(match: Match, t: Translate): string | null {
  const winner = sideName(match, winnerSide(match));
  if (winner === null) return null;
  const score = matchScore(match.scoreForWinner, match.outcome, t) ?? "";
  return match.outcome === "walkover"
    ? t("results.form.readingWalkover", { name: winner, score })
    : t("results.result", { name: winner, score });
}

/**
 * A walkover claim as a sentence, naming who claimed it: "Walkover claimed by Ana Mora", and
 * ", disputed" once the opponent disputed it. Null without a claim.
 */
export function claimSentence(match: MatchSides & Pick<Match, "confirmation">, t: Translate): string | null {
  const confirmation = match.confirmation;
  if (!confirmation?.claim) return null;
  const name = nameIn(match, confirmation.reportedBy ?? confirmation.claim.winnerId ?? null) ?? "";
  return t(confirmation.state === "disputed" ? "results.claimedDisputed" : "results.claimed", { name });
}
