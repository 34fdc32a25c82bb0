import type { Translate } from "@/lib/i18n";
import type { MatchStage } from "@/lib/wire";
import { stageNameKey, stageTagKey } from "./stages";

/**
 * The tournament words the server still sends in English, in the visitor's language.
 *
 * The server is to send kinds and numbers instead (a group's letter, a knockout side's
 * `{"kind": "groupPlace", "group": "A", "place": 1}`); until it does, these read the few
 * fixed shapes it writes (src/domain/bracket.rs: `PlannedMatch::name`, the labels of
 * `BracketPlan::link`; src/domain/progress.rs) and say them again with the dictionary. Text
 * of any other shape is shown as it came, never dropped. Once the wire carries the kinds,
 * this module is where they are read, and the parsing goes.
 */

/** The server's short stage tags in match names ("QF1", "R16-3"), and the stage each stands for. */
const TAG_STAGES: Record<string, MatchStage> = {
  GS: "group",
  RQ: "round_of_qualification",
  R64: "round_of_64",
  R32: "round_of_32",
  R16: "round_of_16",
  QF: "quarterfinal",
  SF: "semifinal",
  F: "final",
};

/** The stage a server tag ("QF") stands for, or null. */
export function stageOfTag(tag: string): MatchStage | null {
  return Object.hasOwn(TAG_STAGES, tag) ? (TAG_STAGES[tag] ?? null) : null;
}

/** A stage's short tag in the visitor's language (FG, CF, SF, F in Spanish). */
export function stageTag(stage: MatchStage, t: Translate): string {
  return t(stageTagKey(stage));
}

/** A group's letter from the server's name ("Group A" is "A"), or null for a name of another shape. */
export function groupLetter(name: string): string | null {
  return /^Group ([A-Z]{1,2})$/.exec(name.trim())?.[1] ?? null;
}

/** A group's name in the visitor's language: "Group A" is "Grupo A" in Spanish. */
export function groupName(name: string, t: Translate): string {
  const letter = groupLetter(name);
  return letter ? t("group.name", { letter }) : name;
}

/**
 * A knockout match's short name ("QF1", "SF2", "R16-3", "F") with the language's stage tag:
 * "QF1" is "CF1" in Spanish. A tag that ends in a digit keeps the server's hyphen before the number.
 */
export function matchName(name: string, t: Translate): string {
  const match = /^(GS|RQ|R64|R32|R16|QF|SF|F)(-?)(\d*)$/.exec(name.trim());
  const stage = match ? stageOfTag(match[1] ?? "") : null;
  if (!match || !stage) return name;
  const tag = stageTag(stage, t);
  const number = match[3] ?? "";
  return number === "" ? tag : `${tag}${/\d$/.test(tag) ? "-" : ""}${number}`;
}

/**
 * Where an unknown knockout player comes from, as the server labels it ("1st Group A",
 * "Seed 3", "Line 5", "Winner QF1", "Bye"), in the visitor's language; null stays null.
 */
export function slotLabel(label: string | null, t: Translate): string | null {
  if (label === null) return null;
  const text = label.trim();
  const place = /^(\d+)(?:st|nd|rd|th) Group ([A-Z]{1,2})$/.exec(text);
  if (place) {
    const [, number = "", group = ""] = place;
    if (number === "1") return t("bracket.groupFirst", { group });
    if (number === "2") return t("bracket.groupSecond", { group });
    if (number === "3") return t("bracket.groupThird", { group });
    return t("bracket.groupPlace", { place: number, group });
  }
  const seed = /^Seed (\d+)$/.exec(text);
  if (seed) return t("bracket.seed", { seed: seed[1] ?? "" });
  const line = /^Line (\d+)$/.exec(text);
  if (line) return t("bracket.line", { line: line[1] ?? "" });
  const winner = /^Winner (\S+)$/.exec(text);
  if (winner) return t("bracket.winnerOf", { match: matchName(winner[1] ?? "", t) });
  if (/^bye$/i.test(text)) return t("bracket.bye");
  return label;
}

/** A line of the progress list by its key: `setup`, or a stage; the server's name for any other key. */
export function progressStageName(key: string, serverName: string, t: Translate): string {
  if (key === "setup") return t("progress.setup");
  const stage = Object.values(TAG_STAGES).find((known) => known === key);
  return stage ? t(stageNameKey(stage)) : serverName;
}
