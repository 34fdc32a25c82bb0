import type { Translate } from "@/lib/i18n";
import type { MatchStage, Outcome, SlotLabel } from "@/lib/wire";
import { STAGE_ORDER, stageNameKey, stageTagKey } from "./stages";

/**
 * The tournament kinds the server sends, in the visitor's language: one small renderer per
 * concept. The server sends no words for people (docs/api.md, "Words"): a knockout side's
 * origin is a kind with its numbers (`{ kind: "group_place", group: "A", place: 1 }`), a group
 * is its letter, a progress line its key, a walkover or retirement an `outcome` beside the
 * sets. Only these functions turn them into text.
 */

/** A stage's short tag in the visitor's language (FG, CF, SF, F in Spanish). */
export function stageTag(stage: MatchStage, t: Translate): string {
  return t(stageTagKey(stage));
}

/** A group's name from its letter: "A" is "Group A", "Grupo A" in Spanish. */
export function groupName(letter: string, t: Translate): string {
  return t("group.name", { letter });
}

/**
 * A knockout match's short name from its stage and number ("QF1", "SF2", "R16-3", "F"), with
 * the language's stage tag: quarterfinal 1 is "CF1" in Spanish. A tag that ends in a digit
 * takes a hyphen before the number, and the final, the only match of its stage, none.
 */
export function matchName(stage: MatchStage, number: number, t: Translate): string {
  const tag = stageTag(stage, t);
  if (stage === "final") return tag;
  return `${tag}${/\d$/.test(tag) ? "-" : ""}${number}`;
}

/**
 * Where an unknown knockout player comes from, in the visitor's language: "1st Group A",
 * "Best qualifier 3" (the third best of the qualifiers, not seed 3), "Seed 3" (a planned
 * draw's seed), "Line 5", "Winner QF1", "BYE" ("1.º del Grupo A", "Mejor clasificado 3",
 * "Preclasificado 3", ...); null stays null.
 */
export function slotLabel(label: SlotLabel | null | undefined, t: Translate): string | null {
  if (!label) return null;
  switch (label.kind) {
    case "group_place": {
      const group = label.group;
      if (label.place === 1) return t("bracket.groupFirst", { group });
      if (label.place === 2) return t("bracket.groupSecond", { group });
      if (label.place === 3) return t("bracket.groupThird", { group });
      return t("bracket.groupPlace", { place: String(label.place), group });
    }
    case "seed":
      return t("bracket.seed", { seed: String(label.seed) });
    case "qualifier":
      return t("bracket.qualifier", { rank: String(label.rank) });
    case "draw_line":
      return t("bracket.line", { line: String(label.line) });
    case "winner_of":
      return t("bracket.winnerOf", { match: matchName(label.stage, label.number, t) });
    case "bye":
      return t("bracket.bye");
  }
}

/** A line of the progress list by its key: `setup`, or a stage id; any other key as it came. */
export function progressStageName(key: string, t: Translate): string {
  if (key === "setup") return t("progress.setup");
  const stage = (["group", ...STAGE_ORDER] as const).find((known) => known === key);
  return stage ? t(stageNameKey(stage)) : key;
}

/** How a match ended when it was not played out: "W/O" or "Ret." ("W.O.", "Ret." in Spanish). */
export function outcomeWord(outcome: Outcome | null | undefined, t: Translate): string | null {
  if (outcome === "walkover") return t("words.walkover");
  if (outcome === "retired") return t("words.retired");
  return null;
}

/**
 * The side whose row carries the outcome word in a scoreboard, given the side that won: "W/O"
 * stands on the winner's row, as draws write a walkover; "Ret." on the row of the player who
 * retired, the loser's. Null without an outcome or a winner.
 */
export function outcomeSide(outcome: Outcome | null | undefined, winner: 1 | 2 | null): 1 | 2 | null {
  if (winner === null) return null;
  if (outcome === "walkover") return winner;
  if (outcome === "retired") return winner === 1 ? 2 : 1;
  return null;
}

/**
 * A score as lists print it, from the server's sets (no words in them) and the outcome: the
 * sets alone, "W/O" for a walkover, the sets then "Ret." for a retirement. Null when there is
 * nothing to print (no sets and no outcome).
 */
export function matchScore(
  sets: string | null | undefined,
  outcome: Outcome | null | undefined,
  t: Translate,
): string | null {
  const played = sets?.trim() ?? "";
  const word = outcomeWord(outcome, t);
  if (outcome === "walkover") return word;
  if (word !== null) return played === "" ? word : `${played} ${word}`;
  return played === "" ? null : played;
}
