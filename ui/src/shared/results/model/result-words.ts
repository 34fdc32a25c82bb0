import type { Translate } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { matchScore } from "@/shared/tournaments/model/server-words";

/** A match's two players, by id and name. */
export type MatchSides = Pick<Match, "player1Id" | "player1Name" | "player2Id" | "player2Name">;

/** The name of a player of `match` by id, or null when neither plays it. */
export function nameIn(match: MatchSides, playerId: number | null): string | null {
  if (playerId === null) return null;
  if (playerId === match.player1Id) return match.player1Name;
  if (playerId === match.player2Id) return match.player2Name;
  return null;
}

/**
 * A recorded result as a sentence, from the winner's side as players say it: "Ana Mora won
 * 6-4, 3-6, 10-8", "Ana Mora won by walkover (W/O)". Null without a result.
 */
export function resultSentence(match: Match, t: Translate): string | null {
  const winner = nameIn(match, match.winnerId);
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
