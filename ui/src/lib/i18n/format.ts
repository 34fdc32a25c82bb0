/**
 * Numbers, money, percentages, times and scores as each language writes them. English keeps
 * the spec's forms (`1,250`, `₡10,000`, `66.7%`), written by hand; Spanish follows
 * Costa Rica's `es-CR` locale (`1 250`, `₡10 000`, `66,7%`). Dates are dd/mm/yyyy
 * in both (docs/rules.md, "Dates and money"), and times 24-hour (`18:30`) in both, as the club's notices write them. The Spanish formatters are made on first use: creating one loads the
 * browser's number data, which an English visitor never needs.
 */
import { clubDateTime, formatDate, formatTime } from "@/lib/dates";
import { formatColones } from "@/lib/money";
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

const spanishNumbers = new Map<number, Intl.NumberFormat>();

/** English grouping, by hand: 1250000.5 is "1,250,000.5". */
function englishNumber(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = "", fraction] = fixed.split(".");
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** A number with exactly `decimals` decimals, as the language writes it. */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  if (locale === "en") return englishNumber(value, decimals);
  let format = spanishNumbers.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("es-CR", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    spanishNumbers.set(decimals, format);
  }
  return format.format(value);
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
