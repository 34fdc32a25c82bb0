/**
 * Whole colones with the colón sign, one form per language everywhere the club writes money
 * (the pages, the rules text, the server's link previews, src/domain/money.rs): English writes
 * the spec's `₡10,000`; Spanish writes Costa Rica's `₡10 000`, as the `es-CR` locale does, with
 * a no-break space between groups so an amount never breaks over two lines. Both are put
 * together by hand: every browser then writes the same, and no visitor pays for loading the
 * browser's number-formatting data (the first `Intl.NumberFormat` cost a slow phone a quarter
 * of the tournament page's first render).
 */
import type { Locale } from "@/lib/i18n/locale";

/** The character between groups of three digits in Spanish amounts: a no-break space. */
export const SPANISH_GROUP_SEPARATOR = "\u00a0";

/** A whole number's digits in groups of three: "1250000" with "," is "1,250,000". */
export function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/** 10000 is "₡10,000" in English and "₡10 000" in Spanish; amounts are rounded to whole colones. */
export function formatColones(amount: number, locale: Locale = "en"): string {
  const whole = Math.round(amount);
  const sign = whole < 0 ? "-" : "";
  const separator = locale === "es" ? SPANISH_GROUP_SEPARATOR : ",";
  const digits = groupThousands(String(Math.abs(whole)), separator);
  return `${sign}₡${digits}`;
}

/** An amount, or the given word when it is zero or missing ("Free", "No Prize"). */
export function formatAmountOr(
  amount: number | null | undefined,
  zeroText: string,
  locale: Locale = "en",
): string {
  return amount ? formatColones(amount, locale) : zeroText;
}
