import type { Translate } from "@/lib/i18n";
import type { LeagueMatch, Match, Outcome, WaitingResult } from "@/lib/wire";
import { leagueNameOf } from "@/shared/league/model/league-result-words";
import { nameIn, resultSentence } from "@/shared/results/model/result-words";
import { matchScore } from "@/shared/tournaments/model/server-words";

/**
 * A version of a tournament result: its winner (a doubles version's is its side, `winnerTeam`,
 * with `winnerId` null), and its score from player 1's side (`W/O`, `6-4, 2-1 ret.`).
 */
export interface TournamentVersion {
  winnerId?: number | null;
  winnerTeam?: number | null;
  score: string;
}

/** A disputer's own league score: the sets played and each set's games, player 1 first. */
export interface LeagueVersion {
  setsPlayed: number;
  setScores: { player1Score?: number | null; player2Score?: number | null; winner?: number | null }[];
}

/** The walkover claim a tournament match waits on, or null when its result is a real one. */
export function claimOf(match: Match): TournamentVersion | null {
  return match.winnerId === null ? (match.confirmation?.claim ?? null) : null;
}

/**
 * A score written from player 1's side, as its winner reads it: the sets turned round when
 * player 2 won ("4-6, 6-7(5) ret." is "6-4, 7-6(5)" and a retirement), a walkover as such.
 */
export function fromWinnerSide(
  score: string,
  player2Won: boolean,
): { sets: string; outcome: Outcome | null } {
  const text = score.trim();
  if (/^w\/o$/i.test(text)) return { sets: "", outcome: "walkover" };
  const retired = /\s*ret\.?$/i;
  const outcome: Outcome | null = retired.test(text) ? "retired" : null;
  const played = text.replace(retired, "");
  const sets = player2Won
    ? played
        .split(/\s*,\s*/)
        .map((set) => set.replace(/^(\d+)-(\d+)/, "$2-$1"))
        .join(", ")
    : played;
  return { sets, outcome };
}

/** A version of a tournament result as a sentence from its winner's side: "Luis Vega won 6-4, 6-2". */
export function versionSentence(match: Match, version: TournamentVersion, t: Translate): string {
  // A doubles version names its side; its names are the teams'.
  const team = version.winnerTeam ?? null;
  const byTeam = team === null ? null : team === 2 ? match.player2Name : match.player1Name;
  const name = (team === null ? nameIn(match, version.winnerId ?? null) : byTeam) ?? t("matches.tbd");
  const player2Won = team === null ? version.winnerId === match.player2Id : team === 2;
  const { sets, outcome } = fromWinnerSide(version.score, player2Won);
  const score = matchScore(sets, outcome, t) ?? "";
  return outcome === "walkover"
    ? t("results.form.readingWalkover", { name, score })
    : t("results.result", { name, score });
}

/** The report of a waiting tournament result as a sentence: its result, or the walkover it claims. */
export function reportSentence(match: Match, t: Translate): string {
  const claim = claimOf(match);
  return (claim ? versionSentence(match, claim, t) : resultSentence(match, t)) ?? "";
}

/** A disputer's league score as a sentence from its winner's side, or a draw's from player 1's. */
export function leagueVersionSentence(match: LeagueMatch, version: LeagueVersion, t: Translate): string {
  const sets = version.setScores.map((set) => ({
    player1: set.player1Score ?? 0,
    player2: set.player2Score ?? 0,
  }));
  const won = (side: "player1" | "player2", other: "player1" | "player2") =>
    sets.filter((set) => set[side] > set[other]).length;
  const player1Won = won("player1", "player2");
  const player2Won = won("player2", "player1");
  const written = (player2First: boolean) =>
    sets
      .map((set) => (player2First ? `${set.player2}-${set.player1}` : `${set.player1}-${set.player2}`))
      .join(", ");
  if (player1Won === player2Won) return t("disputes.leagueDraw", { score: written(false) });
  const winnerId = player1Won > player2Won ? match.player1Id : match.player2Id;
  return t("results.result", {
    name: leagueNameOf(match, winnerId) ?? "",
    score: written(player2Won > player1Won),
  });
}

/**
 * What "Accept the dispute" does for a disputed result: record the disputer's `version`;
 * `withdraw` a walkover claim disputed without one (the match is to be played); or nothing,
 * for a result that counts disputed without a version (`none`: the button stays off).
 */
export type DisputeChoice = "version" | "withdraw" | "none";

/** What "Accept the dispute" does for `item`. */
export function disputeChoice(item: WaitingResult): DisputeChoice {
  if (item.version || item.leagueVersion) return "version";
  return item.match && claimOf(item.match) ? "withdraw" : "none";
}
