/**
 * Whole colones with the colón sign and thousands commas: 10000 is "₡10,000".
 * The commas are put in by hand: the first `toLocaleString` call loads the
 * browser's number-formatting data, which cost a slow phone a quarter of the
 * tournament page's first render.
 */
export function formatColones(amount: number): string {
  const whole = Math.round(amount);
  const sign = whole < 0 ? "-" : "";
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}₡${digits}`;
}

/** An amount, or the given word when it is zero or missing ("Free", "No Prize"). */
export function formatAmountOr(amount: number | null | undefined, zeroText: string): string {
  return amount ? formatColones(amount) : zeroText;
}
