import type { Translate } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";

/** The name of `id` in a league match: player 1's or player 2's, or null for anyone else. */
export function leagueNameOf(match: LeagueMatch, id: number | null | undefined): string | null {
  if (id === match.player1Id) return match.player1Name;
  if (id === match.player2Id) return match.player2Name;
  return null;
}

/**
 * A league score as a sentence, from the winner's side as players say it ("Ana Mora won 6-4,
 * 6-2"), or a draw ("Draw 6-6"). Null while the match has no score.
 */
export function leagueResultSentence(match: LeagueMatch, t: Translate): string | null {
  if (match.status !== "completed") return null;
  const winner = leagueNameOf(match, match.winnerId);
  return winner
    ? t("results.result", { name: winner, score: match.scoreForWinner ?? match.score ?? "" })
    : t("disputes.leagueDraw", { score: match.score ?? "" });
}

/**
 * Who recorded a league score, as the other player reads it: "Luis Vega recorded: …", or
 * "Recorded with the league password: …" when no member did.
 */
export function leagueReportedSentence(match: LeagueMatch, t: Translate): string {
  const result = leagueResultSentence(match, t) ?? "";
  const reporter = leagueNameOf(match, match.confirmation?.reportedBy);
  return reporter
    ? t("results.toConfirm.reported", { name: reporter, result })
    : t("results.toConfirm.reportedByPassword", { result });
}
