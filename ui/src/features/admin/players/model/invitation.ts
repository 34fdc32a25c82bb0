/**
 * Invitation links as the admin sees them: the full address to share, and when a link
 * stops working, at the club's clock (UTC-6) and as time left.
 */
import { CLUB_UTC_OFFSET_HOURS, formatDate } from "@/lib/dates";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The address a new player opens: `${origin}/invite/${token}`. */
export function invitationUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/invite/${encodeURIComponent(token)}`;
}

/** A timestamp at the club: its date as dd/mm/yyyy and its time as 24-hour HH:MM. */
export function clubDateTime(timestamp: string): { date: string; time: string } {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return { date: timestamp, time: "" };
  const shifted = new Date(instant.getTime() + CLUB_UTC_OFFSET_HOURS * HOUR_MS).toISOString();
  return { date: formatDate(shifted.slice(0, 10)), time: shifted.slice(11, 16) };
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
