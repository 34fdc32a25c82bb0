/**
 * Money and count fields as typed: whole colones, empty meaning zero
 * (docs/rules.md#dates-and-money).
 */
import type { Problem } from "./problem";

/** A typed amount in colones: empty is 0; null when it is not a whole number. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** What is wrong with a typed amount (min 0, whole colones), or null. */
export function amountProblem(text: string, negativeKey: Problem["key"]): Problem | null {
  const amount = parseAmount(text);
  if (amount === null) return { key: "adminTournaments.wholeColones" };
  if (amount < 0) return { key: negativeKey };
  return null;
}
