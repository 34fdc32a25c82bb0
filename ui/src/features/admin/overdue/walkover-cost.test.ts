import { describe, expect, it } from "vitest";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
import { nthWalkover } from "./walkover-cost";

const nth = (count: number, locale: Locale) =>
  nthWalkover(count, (key: MessageKey, params?: MessageParams) => translate(key, params, locale), locale);

describe("nthWalkover", () => {
  it("names the first four walkovers in words", () => {
    expect([1, 2, 3, 4].map((count) => nth(count, "en"))).toEqual(["first", "second", "third", "fourth"]);
    expect([1, 2, 3, 4].map((count) => nth(count, "es"))).toEqual(["primer", "segundo", "tercer", "cuarto"]);
  });

  it("numbers any later one as the language writes ordinals", () => {
    expect([5, 11, 12, 13, 21, 22, 23, 101].map((count) => nth(count, "en"))).toEqual([
      "5th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
    ]);
    expect([5, 21].map((count) => nth(count, "es"))).toEqual(["5.º", "21.º"]);
  });
});
