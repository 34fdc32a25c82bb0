import { describe, expect, it } from "vitest";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
import { nthWalkover } from "./walkover-cost";

const nth = (count: number, locale: Locale) =>
  nthWalkover(count, (key: MessageKey, params?: MessageParams) => translate(key, params, locale));

describe("nthWalkover", () => {
  it("names the first four walkovers in words", () => {
    expect([1, 2, 3, 4].map((count) => nth(count, "en"))).toEqual(["first", "second", "third", "fourth"]);
    expect([1, 2, 3, 4].map((count) => nth(count, "es"))).toEqual(["primer", "segundo", "tercer", "cuarto"]);
  });

  it("leaves any later one to be said by its number", () => {
    expect([5, 21].map((count) => nth(count, "en"))).toEqual([null, null]);
  });
});
