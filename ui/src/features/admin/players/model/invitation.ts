/**
 * Invitation links as the admin sees them: the full address to share, and how long a
 * link still works. When it stops working, at the club's clock, is `clubDateTime`
 * (lib/dates).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The address a new player opens: `${origin}/invite/${token}`. */
export function invitationUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/invite/${encodeURIComponent(token)}`;
}

/** How long a link still works, in the unit a person would say. */
export type TimeLeft =
  | { unit: "days"; count: number }
  | { unit: "hours"; count: number }
  | { unit: "underHour" }
  | { unit: "expired" };

/**
 * The time left until `expiresAt`. Whole days from one day on (rounded, so a fresh
 * 7-day link says 7, not 6), whole hours below that.
 */
export function timeLeft(expiresAt: string, now: Date = new Date()): TimeLeft {
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (!(left > 0)) return { unit: "expired" };
  if (left >= DAY_MS) return { unit: "days", count: Math.round(left / DAY_MS) };
  if (left >= HOUR_MS) return { unit: "hours", count: Math.floor(left / HOUR_MS) };
  return { unit: "underHour" };
}
