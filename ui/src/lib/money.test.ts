import { describe, expect, it } from "vitest";
import spanishRules from "../../../assets/tournament-rules.txt?raw";
import englishRules from "../../../assets/tournament-rules.en.txt?raw";
import { formatAmountOr, formatColones } from "./money";

const nbsp = "\u00a0";

describe("formatColones", () => {
  it.each([
    [10000, "₡10,000", `₡10${nbsp}000`],
    [5000, "₡5,000", `₡5${nbsp}000`],
    [15000, "₡15,000", `₡15${nbsp}000`],
    [1250000, "₡1,250,000", `₡1${nbsp}250${nbsp}000`],
    [0, "₡0", "₡0"],
    [999.6, "₡1,000", `₡1${nbsp}000`],
    [-30, "-₡30", "-₡30"],
    [100, "₡100", "₡100"],
    [1000, "₡1,000", `₡1${nbsp}000`],
    [123456789, "₡123,456,789", `₡123${nbsp}456${nbsp}789`],
    [-1234567, "-₡1,234,567", `-₡1${nbsp}234${nbsp}567`],
  ])("%d is %s in English and %s in Spanish", (amount, english, spanish) => {
    expect(formatColones(amount)).toBe(english);
    expect(formatColones(amount, "es")).toBe(spanish);
  });

  it("writes Spanish as Costa Rica's locale does, in one form whatever the browser", () => {
    const locale = new Intl.NumberFormat("es-CR", {
      style: "currency",
      currency: "CRC",
      maximumFractionDigits: 0,
    });
    for (const amount of [5000, 15000, 1250000]) {
      expect(formatColones(amount, "es")).toBe(locale.format(amount));
    }
  });
});

describe("the rules text", () => {
  /** Every `₡` amount a text writes. */
  const amounts = (text: string) => [...text.matchAll(/₡\d[\d.,\u00a0 ]*\d/g)].map((found) => found[0]);

  it.each([
    ["es", spanishRules],
    ["en", englishRules],
  ] as const)("writes colones as the %s pages do", (locale, text) => {
    const found = amounts(text);
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const amount of found) {
      expect(amount).toBe(formatColones(Number(amount.replace(/\D/g, "")), locale));
    }
  });
});

describe("formatAmountOr", () => {
  it("uses the word for zero or a missing amount", () => {
    expect(formatAmountOr(0, "Free")).toBe("Free");
    expect(formatAmountOr(null, "No Prize")).toBe("No Prize");
    expect(formatAmountOr(15000, "Free")).toBe("₡15,000");
    expect(formatAmountOr(15000, "Gratis", "es")).toBe(`₡15${nbsp}000`);
  });
});
