/**
 * The Fees tab's own small rules: which lines the filter shows, and the fee as the admin
 * types it. Who owes what is the server's (docs/rules.md#level-and-fee).
 */
import type { FeeLine } from "@/lib/wire";

/** The largest fee the server takes. */
export const MAX_FEE = 1_000_000;

/** The lines to show: everyone, or only those who still owe something. */
export function shownLines(lines: readonly FeeLine[], unpaidOnly: boolean): FeeLine[] {
  return unpaidOnly ? lines.filter((line) => line.status !== "paid") : [...lines];
}

/** Digits, or digits in groups of three as either language groups them ("10,000", "10 000"). */
const WHOLE = /^(\d+|\d{1,3}([ ,.\u00a0\u202f]\d{3})+)$/;

/** A fee as typed ("10000", "10,000", "10 000"), or null when it is not whole colones from 0 to 1,000,000. */
export function parseFee(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const amount = Number(trimmed.replace(/\D/g, ""));
  return amount <= MAX_FEE ? amount : null;
}
