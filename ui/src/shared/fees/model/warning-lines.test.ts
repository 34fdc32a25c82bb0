import { describe, expect, it } from "vitest";
import { registerDictionary, translate, type Locale, type Translate } from "@/lib/i18n";
import { es } from "@/lib/i18n/es";
import { makeFormat } from "@/lib/i18n/format";
import type { EligibilityWarning, FeeLine, SeasonFees } from "@/lib/wire";
import { warningLines, warningsSentence } from "./warning-lines";

registerDictionary("es", es);

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

  it("say what a partial payer paid of the season's fee, in both languages", () => {
    const partial = "María Fernanda Villalobos Quesada";
    const unpaid = "Ileana Víquez Fallas";
    const fee: EligibilityWarning[] = [
      {
        code: "fee_unpaid",
        season: 2026,
        players: [
          { id: 7, name: partial },
          { id: 9, name: unpaid },
        ],
      },
    ];
    const line = (
      playerId: number,
      name: string,
      status: FeeLine["status"],
      amount: number | null,
    ): FeeLine => ({
      playerId,
      name,
      status,
      amount,
      owed: 10_000 - (amount ?? 0),
      paidOn: amount === null ? null : "2026-02-01",
      avatar: null,
      level: "B",
    });
    const season = {
      season: 2026,
      fee: 10_000,
      players: [line(7, partial, "partial", 5_000), line(9, unpaid, "unpaid", null)],
    } as SeasonFees;
    const lines = (locale: Locale) =>
      warningLines(fee, (key, params) => translate(key, params, locale), {
        season,
        format: makeFormat(locale, (key) => translate(key, undefined, locale)),
      });
    expect(lines("en")).toEqual([`2026 fee not paid: ${partial} (paid ₡5,000 of ₡10,000), ${unpaid}`]);
    const colones = makeFormat("es", (key) => translate(key, undefined, "es")).colones;
    expect(lines("es")).toEqual([
      `Cuota 2026 sin pagar: ${partial} (pagó ${colones(5_000)} de ${colones(10_000)}), ${unpaid}`,
    ]);
    // Another season's fees say nothing about this one.
    expect(
      warningLines(fee, t, { season: { ...season, season: 2025 }, format: makeFormat("en", t) }),
    ).toEqual([`2026 fee not paid: ${partial}, ${unpaid}`]);
  });
});
