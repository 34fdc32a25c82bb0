import { describe, expect, it } from "vitest";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
import type { SlotLabel } from "@/lib/wire";
import {
  groupName,
  matchName,
  matchScore,
  outcomeSide,
  outcomeWord,
  progressStageName,
  slotLabel,
} from "./server-words";

const in_ = (locale: Locale) => (key: MessageKey, params?: MessageParams) => translate(key, params, locale);
const en = in_("en");
const es = in_("es");

describe("the tournament kinds the server sends", () => {
  const labels: SlotLabel[] = [
    { kind: "group_place", group: "A", place: 1 },
    { kind: "group_place", group: "C", place: 2 },
    { kind: "group_place", group: "B", place: 3 },
    { kind: "group_place", group: "D", place: 4 },
    { kind: "seed", seed: 3 },
    { kind: "qualifier", rank: 3 },
    { kind: "draw_line", line: 5 },
    { kind: "winner_of", stage: "quarterfinal", number: 1 },
    { kind: "winner_of", stage: "round_of_16", number: 3 },
    { kind: "winner_of", stage: "round_of_qualification", number: 2 },
    { kind: "winner_of", stage: "final", number: 1 },
    { kind: "bye" },
  ];

  it("says a knockout side's origin in English", () => {
    expect(labels.map((label) => slotLabel(label, en))).toEqual([
      "1st Group A",
      "2nd Group C",
      "3rd Group B",
      "4th Group D",
      "Seed 3",
      "Best qualifier 3",
      "Line 5",
      "Winner QF1",
      "Winner R16-3",
      "Winner RQ2",
      "Winner F",
      "BYE",
    ]);
  });

  it("says a knockout side's origin in Spanish", () => {
    expect(labels.map((label) => slotLabel(label, es))).toEqual([
      "1.º del Grupo A",
      "2.º del Grupo C",
      "3.º del Grupo B",
      "4.º del Grupo D",
      "Preclasificado 3",
      "Mejor clasificado 3",
      "Línea 5",
      "Ganador CF1",
      "Ganador OF3",
      "Ganador RC2",
      "Ganador F",
      "BYE",
    ]);
    expect(slotLabel(null, es)).toBeNull();
  });

  it("names groups and matches with the language's words", () => {
    expect(groupName("B", es)).toBe("Grupo B");
    expect(groupName("B", en)).toBe("Group B");
    expect(matchName("semifinal", 2, es)).toBe("SF2");
    expect(matchName("round_of_64", 12, es)).toBe("R64-12");
    expect(matchName("round_of_64", 12, en)).toBe("R64-12");
    expect(matchName("quarterfinal", 4, en)).toBe("QF4");
    expect(matchName("final", 1, es)).toBe("F");
  });

  it("names the progress list's lines by their key", () => {
    expect(progressStageName("setup", es)).toBe("Preparación del torneo");
    expect(progressStageName("quarterfinal", es)).toBe("Cuartos de final");
    expect(progressStageName("group", en)).toBe("Group Stage");
    expect(progressStageName("setup", en)).toBe("Tournament Setup");
    expect(progressStageName("playoff", es)).toBe("playoff");
  });

  it("puts a walkover on the winner's row and a retirement on the row of the player who retired", () => {
    expect(outcomeSide("walkover", 2)).toBe(2);
    expect(outcomeSide("retired", 1)).toBe(2);
    expect(outcomeSide("retired", 2)).toBe(1);
    expect(outcomeSide(null, 1)).toBeNull();
    expect(outcomeSide("retired", null)).toBeNull();
  });

  it("writes a walkover and a retirement in the visitor's language, beside the sets", () => {
    expect(outcomeWord("walkover", en)).toBe("W/O");
    expect(outcomeWord("walkover", es)).toBe("W.O.");
    expect(outcomeWord("retired", en)).toBe("Ret.");
    expect(outcomeWord(null, es)).toBeNull();
    expect(matchScore(null, "walkover", es)).toBe("W.O.");
    expect(matchScore("", "walkover", en)).toBe("W/O");
    expect(matchScore("6-4, 2-1", "retired", es)).toBe("6-4, 2-1 Ret.");
    expect(matchScore("6-4, 6-2", null, es)).toBe("6-4, 6-2");
    expect(matchScore(null, null, es)).toBeNull();
    expect(matchScore("", undefined, en)).toBeNull();
  });
});
