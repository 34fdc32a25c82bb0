import type { MessageKey, Translate } from "@/lib/i18n";
import type { Finish, RecentMatch } from "@/lib/wire";
import { stageTag } from "@/shared/tournaments/model/server-words";

/**
 * The profile kinds the server sends, in the visitor's language: how a tournament finish is
 * named in the points breakdown, and where a recent match was played. The server sends the
 * finish's kind and the match's tournament and stage, never words (docs/api.md, "Words").
 */

/** Each finish's dictionary key. */
const FINISHES: Record<Finish, MessageKey> = {
  champion: "finish.champion",
  finalist: "finish.finalist",
  semifinalist: "finish.semifinalist",
  quarterfinalist: "finish.quarterfinalist",
  round_of_16: "finish.roundOf16",
  first_rounds: "finish.firstRounds",
  qualified: "finish.qualified",
  participation: "finish.participation",
};

/** How a tournament finish is named: `semifinalist` is "Semifinalist", "Semifinalista" in Spanish. */
export function finishLabel(finish: Finish, t: Translate): string {
  return t(FINISHES[finish]);
}

/**
 * Where a recent match was played: "League" for a league match, else the tournament's name
 * and the stage's short tag ("Abierto · SF"), the tag in the visitor's language.
 */
export function recentMatchContext(
  match: Pick<RecentMatch, "kind"> & Partial<Pick<RecentMatch, "tournamentName" | "stage">>,
  t: Translate,
): string {
  if (match.kind === "league") return t("profile.contextLeague");
  const tournament = match.tournamentName ?? "";
  if (!match.stage) return tournament;
  return t("profile.contextTournament", { tournament, stage: stageTag(match.stage, t) });
}
