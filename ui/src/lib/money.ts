/** Whole colones with the colón sign and thousands commas: 10000 is "₡10,000". */
export function formatColones(amount: number): string {
  const whole = Math.round(amount);
  const sign = whole < 0 ? "-" : "";
  return `${sign}₡${Math.abs(whole).toLocaleString("en-US")}`;
}

/** An amount, or the given word when it is zero or missing ("Free", "No Prize"). */
export function formatAmountOr(amount: number | null | undefined, zeroText: string): string {
  return amount ? formatColones(amount) : zeroText;
}
