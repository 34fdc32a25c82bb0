import { describe, expect, it } from "vitest";
import { translate, type Translate } from "@/lib/i18n";
import type { EligibilityWarning } from "@/lib/wire";
import { warningLines, warningsSentence } from "./warning-lines";

const t: Translate = (key, params) => translate(key, params);

const warnings: EligibilityWarning[] = [
  { code: "level_unconfirmed", season: 2025, players: [{ id: 1, name: "Ana Mora" }] },
  {
    code: "fee_unpaid",
    season: 2025,
    players: [
      { id: 1, name: "Ana Mora" },
      { id: 2, name: "Luis Vega" },
    ],
  },
];

describe("the warnings' words", () => {
  it("name every player under each reason, with the season of the fee", () => {
    expect(warningLines(warnings, t)).toEqual([
      "Level not confirmed: Ana Mora",
      "2025 fee not paid: Ana Mora, Luis Vega",
    ]);
    expect(warningsSentence(warnings, t)).toBe(
      "Level not confirmed: Ana Mora. 2025 fee not paid: Ana Mora, Luis Vega.",
    );
  });

  it("say nothing without warnings", () => {
    expect(warningLines([], t)).toEqual([]);
    expect(warningsSentence(undefined, t)).toBe("");
    expect(warningsSentence([], t)).toBe("");
  });
});
