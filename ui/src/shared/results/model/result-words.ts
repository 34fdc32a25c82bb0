import type { Translate } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { matchScore } from "@/shared/tournaments/model/server-words";

/** The name of a player of `match` by id, or null when neither plays it. */
export function nameIn(match: Match, playerId: number | null): string | null {
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
