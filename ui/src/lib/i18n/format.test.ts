import { describe, expect, it } from "vitest";
import { formatNumber, makeFormat } from "./format";
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

describe("Spanish numbers, written by hand", () => {
  // A fixed spread of numbers: whole and not, halves, tiny and huge, negative and not.
  const numbers = [
    0, -0, 0.5, 1.5, 2.5, -0.5, -0.04, 0.05, 0.15, 1.45, 2.35, 1.005, 0.995, 9.95, 99.5, 999.5,
  ];
  numbers.push(999.95, 9999.95, 1000, 1250, 12500, 123456, 1250000.5, 2 ** 53, 1e21, 1.5e-7, 9.5e-7, 1e-300);
  let seed = 51;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 2000; i += 1) {
    const value =
      [
        next() * 10 ** Math.floor(next() * 12),
        Math.round(next() * 1e5) / 1000,
        100 / (1 + Math.floor(next() * 99)),
      ][i % 3] ?? 0;
    numbers.push(i % 4 === 0 ? -value : value);
  }

  it("writes each number exactly as the browser's es-CR formatter does", () => {
    for (const decimals of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat("es-CR", {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      for (const value of numbers)
        expect(formatNumber(value, "es", decimals), `${value}`).toBe(intl.format(value));
    }
    expect(formatNumber(Number.NaN, "es")).toBe("NaN");
    expect(formatNumber(-Infinity, "es")).toBe("-∞");
  });

  it("rounds the number as written, a half away from zero", () => {
    expect(formatNumber(1.45, "es", 1)).toBe("1,5");
    expect(formatNumber(0.5, "es")).toBe("1");
    expect(formatNumber(-0.5, "es")).toBe("-1");
    expect(formatNumber(999.96, "es", 1)).toBe(`1${nbsp}000,0`);
    expect(formatNumber(-0.04, "es", 1)).toBe("-0,0");
  });
});
