/**
 * Dates as the club reads them. The club is in Costa Rica (UTC-6, no daylight saving), so
 * "today" is computed there whatever the device's time zone is, and every date on screen
 * is the club's, as dd/mm/yyyy (docs/rules.md#dates-and-money).
 *
 * Two kinds of value come from the server: calendar dates (`2026-11-23`: a start
 * date, a league match's date), which are shown as they are, and instants
 * (`2026-11-23T23:30:00Z`: when a link expires, when a player registered), which
 * are shown on the club's clock. Never slice an instant or format it in UTC or
 * the device's zone: go through `formatDate` or `clubDateTime`.
 */

/** Hours the club's clock is behind UTC. */
export const CLUB_UTC_OFFSET_HOURS = -6;

const HOUR_MS = 3_600_000;

/** A calendar date, yyyy-mm-dd, and nothing after it. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant: a date, then a time (with a zone, or none meaning UTC). */
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** The milliseconds of an instant, or null when `timestamp` is not one. A missing zone is UTC. */
function instantMs(timestamp: string): number | null {
  const match = INSTANT.exec(timestamp.trim());
  if (!match) return null;
  const text = timestamp.trim().replace(" ", "T");
  const ms = new Date(match[3] ? text : `${text}Z`).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The club's wall clock at an instant, as an ISO string (`yyyy-mm-ddTHH:MM:...`). */
function clubClock(ms: number): string {
  return new Date(ms + CLUB_UTC_OFFSET_HOURS * HOUR_MS).toISOString();
}

/** Today's date at the club, as yyyy-mm-dd. */
export function clubToday(now: Date = new Date()): string {
  return clubClock(now.getTime()).slice(0, 10);
}

/** True when a yyyy-mm-dd date is after today at the club. */
export function isAfterClubToday(date: string, now: Date = new Date()): boolean {
  return date > clubToday(now);
}

/** yyyy-mm-dd as dd/mm/yyyy. */
function dayMonthYear(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/**
 * A date as dd/mm/yyyy: a calendar date as it is, an instant on the club's calendar
 * (`2026-11-24T01:00:00Z` is 23/11/2026 at the club); anything else is returned unchanged.
 */
export function formatDate(date: string | null | undefined): string {
  if (!date) return "";
  if (CALENDAR_DATE.test(date)) return dayMonthYear(date);
  const ms = instantMs(date);
  return ms === null ? date : dayMonthYear(clubClock(ms));
}

/** An instant at the club: its date as dd/mm/yyyy and its time as 24-hour HH:MM. */
export function clubDateTime(timestamp: string): { date: string; time: string } {
  const ms = instantMs(timestamp);
  if (ms === null) return { date: timestamp, time: "" };
  const clock = clubClock(ms);
  return { date: dayMonthYear(clock), time: clock.slice(11, 16) };
}

/** A 24-hour HH:MM time as the club writes it in both languages, as its notices do: "8:00" is "08:00". */
export function formatTime(time: string | null | undefined): string {
  if (!time) return "";
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  return `${(match[1] ?? "").padStart(2, "0")}:${match[2]}`;
}
