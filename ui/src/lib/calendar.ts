/**
 * Calendar dates for the date field: reading what a visitor types as dd/mm/yyyy, and the
 * month grids of its picker. A date is yyyy-mm-dd, as on the wire; days are counted in UTC
 * so no device's time zone or daylight saving can shift one (the club's "today" comes from
 * `clubToday`).
 */

/** A calendar date, yyyy-mm-dd. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as typed: day, month and year separated by "/", "-", "." or spaces; or yyyy-mm-dd. */
const TYPED = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/;

/** A date as typed without separators: ddmmyyyy. */
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

const DAY_MS = 86_400_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** The date of a year, month (1-12) and day, or null when there is no such day (31/04). */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether a value is a real yyyy-mm-dd date. */
export function isCalendarDate(value: string): boolean {
  const match = ISO.exec(value);
  return match !== null && calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

/**
 * The date a visitor typed, as yyyy-mm-dd: "23/11/2026", "23-11-2026", "3.1.2026",
 * "23112026" or a pasted "2026-11-23"; null for anything that is not a real date.
 */
export function parseTyped(text: string): string | null {
  const trimmed = text.trim();
  if (isCalendarDate(trimmed)) return trimmed;
  const match = TYPED.exec(trimmed) ?? DIGITS.exec(trimmed);
  if (!match) return null;
  return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** A date field's value that is not empty and not a date. */
const ISO_SHAPED = /^\d{4}-\d{1,2}-\d{1,2}$/;

/**
 * What a date field says of its value (a date, "", or the text typed when it is not a date):
 * nothing for a date or an empty field; `dateField.noSuchDate` for text written as a date
 * whose day does not exist (31/02/2026, 29/02/2027); `dateField.invalid` for anything else.
 */
export function dateFieldProblem(value: string): "dateField.invalid" | "dateField.noSuchDate" | null {
  const trimmed = value.trim();
  if (trimmed === "" || isCalendarDate(trimmed)) return null;
  const shaped = TYPED.test(trimmed) || DIGITS.test(trimmed) || ISO_SHAPED.test(trimmed);
  return shaped && parseTyped(trimmed) === null ? "dateField.noSuchDate" : "dateField.invalid";
}

/** yyyy-mm-dd as dd/mm/yyyy. */
export function formatTyped(date: string): string {
  const match = ISO.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** The parts of a yyyy-mm-dd date. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  const [year = "0", month = "1", day = "1"] = date.split("-");
  return { year: Number(year), month: Number(month), day: Number(day) };
}

/** A date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later, or the month's last day when it is shorter (31/01 + 1 is 28/02). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  for (let candidate = day; candidate >= 28; candidate -= 1) {
    const found = calendarDate(target.year, target.month, candidate);
    if (found) return found;
  }
  return calendarDate(target.year, target.month, Math.min(day, 28)) ?? date;
}

/** The weekday of a date, 1 for Monday to 7 for Sunday (the club's weeks start on Monday). */
export function weekday(date: string): number {
  const { year, month, day } = dateParts(date);
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** A month's days in weeks from Monday to Sunday; the days of the months around it are null. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = calendarDate(year, month, 1);
  if (!first) return [];
  const cells: (string | null)[] = Array.from({ length: weekday(first) - 1 }, () => null);
  for (let day = 1; ; day += 1) {
    const date = calendarDate(year, month, day);
    if (!date) break;
    cells.push(date);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** `date` kept within `min` and `max` (either may be absent). */
export function clampDate(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}
