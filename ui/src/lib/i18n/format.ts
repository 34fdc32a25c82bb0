/**
 * Numbers, money, percentages, times and scores as each language writes them. English keeps
 * the spec's forms (`1,250`, `₡10,000`, `66.7%`), written by hand; Spanish follows
 * Costa Rica's `es-CR` locale (`1 250`, `₡10 000`, `66,7%`). Dates are dd/mm/yyyy
 * in both (docs/rules.md, "Dates and money"), and times 24-hour (`18:30`) in both, as the club's
 * notices write them. Both languages' numbers are written by hand, Spanish exactly as the
 * browser's `es-CR` formatter writes them: the first `Intl.NumberFormat` a page makes loads the
 * browser's number data, which cost a slow phone 100 to 200 ms of the first render on every
 * Spanish page (lib/money.ts does the same for amounts).
 */
import { clubDateTime, formatDate, formatTime } from "@/lib/dates";
import { formatColones, groupThousands, SPANISH_GROUP_SEPARATOR } from "@/lib/money";
import type { MessageKey } from "./en";
import type { Locale } from "./locale";

/** The formatters of one language. */
export interface Format {
  /** A number; a whole one has no decimals, any other one: 1,250 / 1 250, 2.5 / 2,5. */
  number: (value: number) => string;
  /** Whole colones: ₡10,000 / ₡10 000. */
  colones: (amount: number) => string;
  /** An amount, or the given word when it is zero or missing ("Free", "No Prize"). */
  amountOr: (amount: number | null | undefined, zeroText: string) => string;
  /** A percentage with `decimals` decimals (one unless told): 66.7% / 66,7%. */
  percent: (value: number, decimals?: number) => string;
  /** A date as dd/mm/yyyy (an instant on the club's calendar), the same in every language. */
  date: (date: string | null | undefined) => string;
  /** An instant at the club: its date as dd/mm/yyyy and its time as the language writes it. */
  dateTime: (timestamp: string) => { date: string; time: string };
  /** A time as the club writes it, 24-hour in both languages: 18:30, 08:00. */
  time: (time: string | null | undefined) => string;
  /** A score as the server writes it (`W/O`, `6-4, 2-1 ret.`) in the language's words (`W.O.`, `Ret.`). */
  score: (score: string) => string;
}

/** English grouping, by hand: 1250000.5 is "1,250,000.5". */
function englishNumber(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = "", fraction] = fixed.split(".");
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return `${sign}${groupThousands(whole, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** A string of digits plus one: "129" is "130", "99" is "100", "" is "1". */
function plusOne(digits: string): string {
  const nines = digits.search(/9*$/);
  if (nines === 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, nines - 1)}${Number(digits[nines - 1]) + 1}${"0".repeat(digits.length - nines)}`;
}

/**
 * A number of zero or more rounded to `decimals` decimals as the browser's formatter rounds it:
 * the shortest decimal that reads back as the number (1.45, not 1.4499999999999999556), with a
 * half away from zero (1.45 is 1.5, 0.5 is 1). Its whole part and its decimals, as digits.
 */
function roundedDigits(value: number, decimals: number): [whole: string, fraction: string] {
  const [, int = "0", fraction = "", exponent = "0"] =
    /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value)) ?? [];
  let digits = `${int}${fraction}`;
  // How many of `digits` come before the decimal point.
  let point = int.length + Number(exponent);
  if (point < 0) {
    digits = `${"0".repeat(-point)}${digits}`;
    point = 0;
  }
  digits = digits.padEnd(point + decimals, "0");
  let kept = digits.slice(0, point + decimals);
  if ((digits[point + decimals] ?? "0") >= "5") {
    const rounded = plusOne(kept);
    if (rounded.length > kept.length) point += 1;
    kept = rounded;
  }
  return [kept.slice(0, point).replace(/^0+/, "") || "0", kept.slice(point)];
}

/**
 * Spanish grouping as `es-CR` writes it, by hand: 1250000.5 is "1 250 000,5", with a no-break
 * space between groups of three from 1 000 on, and a minus on a negative number that rounds to
 * zero ("-0"), as the browser's `Intl.NumberFormat("es-CR")` writes each number.
 */
function spanishNumber(value: number, decimals: number): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole, fraction] = roundedDigits(Math.abs(value), decimals);
  return `${sign}${groupThousands(whole, SPANISH_GROUP_SEPARATOR)}${fraction ? `,${fraction}` : ""}`;
}

/** A number with exactly `decimals` decimals, as the language writes it. */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  return locale === "en" ? englishNumber(value, decimals) : spanishNumber(value, decimals);
}

/** The formatters of a language; `word` translates the few words they use (W.O., Ret.). */
export function makeFormat(locale: Locale, word: (key: MessageKey) => string): Format {
  const time = formatTime;
  return {
    number: (value) => formatNumber(value, locale, Number.isInteger(value) ? 0 : 1),
    colones: (amount) => formatColones(amount, locale),
    amountOr: (amount, zeroText) => (amount ? formatColones(amount, locale) : zeroText),
    percent: (value, decimals = 1) => `${formatNumber(value, locale, decimals)}%`,
    date: formatDate,
    dateTime: (timestamp) => {
      const { date, time: clock } = clubDateTime(timestamp);
      return { date, time: time(clock) };
    },
    time,
    score: (score) =>
      score
        .trim()
        .replace(/^W\/O$/i, word("bracket.walkover"))
        .replace(/\s+ret\.?$/i, ` ${word("bracket.retired")}`),
  };
}
