/**
 * Whole colones with the colón sign. English writes the spec's `₡10,000`, with the commas
 * put in by hand: the first `Intl.NumberFormat` loads the browser's number-formatting data,
 * which cost a slow phone a quarter of the tournament page's first render. Spanish writes
 * them as Costa Rica's `es-CR` locale does, `₡10 000` (a no-break space between groups, no
 * decimals); that formatter is made on first use, so an English visitor never pays for it.
 */
import type { Locale } from "@/lib/i18n/locale";

let spanish: Intl.NumberFormat | undefined;

/** 10000 is "₡10,000" in English and "₡10 000" in Spanish; amounts are rounded to whole colones. */
export function formatColones(amount: number, locale: Locale = "en"): string {
  const whole = Math.round(amount);
  if (locale === "es") {
    spanish ??= new Intl.NumberFormat("es-CR", {
      style: "currency",
      currency: "CRC",
      maximumFractionDigits: 0,
    });
    return spanish.format(whole);
  }
  const sign = whole < 0 ? "-" : "";
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
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
