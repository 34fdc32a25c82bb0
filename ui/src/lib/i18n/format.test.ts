import { describe, expect, it } from "vitest";
import { makeFormat } from "./format";
import { translate } from "./index";

const english = makeFormat("en", (key) => translate(key, undefined, "en"));
const spanish = makeFormat("es", (key) => translate(key, undefined, "es"));
const nbsp = "\u00a0";

describe("numbers, money, times and scores in each language", () => {
  it("groups thousands with commas in English and as es-CR does in Spanish", () => {
    expect(english.number(1250000)).toBe("1,250,000");
    expect(english.number(345)).toBe("345");
    expect(english.number(-1250)).toBe("-1,250");
    expect(spanish.number(1250000)).toBe(`1${nbsp}250${nbsp}000`);
    expect(spanish.number(2.5)).toBe("2,5");
  });

  it("writes colones without decimals: ₡10,000 and ₡10 000", () => {
    expect(english.colones(10000)).toBe("₡10,000");
    expect(spanish.colones(10000)).toBe(`₡10${nbsp}000`);
    expect(spanish.colones(999.6)).toBe(`₡1${nbsp}000`);
    expect(english.amountOr(0, "Free")).toBe("Free");
    expect(spanish.amountOr(null, "Sin premio")).toBe("Sin premio");
  });

  it("writes percentages with one decimal unless told", () => {
    expect(english.percent(66.6667)).toBe("66.7%");
    expect(english.percent(50)).toBe("50.0%");
    expect(spanish.percent(66.6667)).toBe("66,7%");
    expect(spanish.percent(67, 0)).toBe("67%");
  });

  it("says a time on a 12-hour clock in the language's words", () => {
    expect(english.time("18:30")).toBe("18:30");
    expect(spanish.time("18:30")).toBe("18:30");
    expect(spanish.time("08:00")).toBe("08:00");
    expect(spanish.dateTime("2026-11-24T01:00:00Z")).toEqual({ date: "23/11/2026", time: "19:00" });
  });

  it("keeps dates as dd/mm/yyyy in both languages", () => {
    expect(english.date("2026-11-23")).toBe("23/11/2026");
    expect(spanish.date("2026-11-23")).toBe("23/11/2026");
  });

  it("says a walkover and a retirement in the language's words", () => {
    expect(english.score("W/O")).toBe("W/O");
    expect(english.score("6-4, 2-1 ret.")).toBe("6-4, 2-1 ret.");
    expect(spanish.score("W/O")).toBe("W.O.");
    expect(spanish.score("6-4, 2-1 ret.")).toBe("6-4, 2-1 Ret.");
    expect(spanish.score("6-4, 7-6(5)")).toBe("6-4, 7-6(5)");
  });
});
