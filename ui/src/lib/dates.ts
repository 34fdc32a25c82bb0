/**
 * Dates as the club reads them. The club is in Costa Rica (UTC-6, no daylight
 * saving), so "today" is computed there whatever the device's time zone is.
 */

/** Hours the club's clock is behind UTC. */
export const CLUB_UTC_OFFSET_HOURS = -6;

/** Today's date at the club, as yyyy-mm-dd. */
export function clubToday(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + CLUB_UTC_OFFSET_HOURS * 3_600_000);
  return shifted.toISOString().slice(0, 10);
}

/** True when a yyyy-mm-dd date is after today at the club. */
export function isAfterClubToday(date: string, now: Date = new Date()): boolean {
  return date > clubToday(now);
}

/** A yyyy-mm-dd date as dd/mm/yyyy; anything else is returned unchanged. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** A 24-hour HH:MM time as the club says it: "18:30" is "6:30 PM". */
export function formatTime(time: string | null | undefined): string {
  if (!time) return "";
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? "PM" : "AM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}
