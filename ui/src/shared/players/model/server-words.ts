import type { MessageKey, Translate } from "@/lib/i18n";
import type { RecentMatch } from "@/lib/wire";
import { stageOfTag, stageTag } from "@/shared/tournaments/model/server-words";

/**
 * The profile words the server still sends in English, in the visitor's language: how a
 * tournament finish is named in the points breakdown, and where a recent match was played.
 * The server is to send kinds instead (see `shared/tournaments/model/server-words.ts`); until
 * then these read its fixed words (src/domain/points.rs `finish_label`, src/db/players.rs
 * `recent_matches`), and show any other text as it came.
 */

/** The server's names of a finish (`finish_label`), by their dictionary key. */
const FINISHES: Record<string, MessageKey> = {
  Champion: "finish.champion",
  Finalist: "finish.finalist",
  Semifinalist: "finish.semifinalist",
  Quarterfinalist: "finish.quarterfinalist",
  "Round of 16": "finish.roundOf16",
  "First rounds": "finish.firstRounds",
  Qualified: "finish.qualified",
  Participation: "finish.participation",
};

/** How a tournament finish is named ("Semifinalist" is "Semifinalista" in Spanish). */
export function finishLabel(label: string, t: Translate): string {
  const key = Object.hasOwn(FINISHES, label) ? FINISHES[label] : undefined;
  return key ? t(key) : label;
}

/**
 * Where a recent match was played: "League" for a league match, else the tournament's name
 * and the stage's short tag ("Abierto · SF"), the tag in the visitor's language.
 */
export function recentMatchContext(match: Pick<RecentMatch, "kind" | "context">, t: Translate): string {
  if (match.kind === "league") return t("profile.contextLeague");
  const split = match.context.lastIndexOf(" · ");
  if (split < 0) return match.context;
  const stage = stageOfTag(match.context.slice(split + 3));
  if (!stage) return match.context;
  return t("profile.contextTournament", {
    tournament: match.context.slice(0, split),
    stage: stageTag(stage, t),
  });
}
