import { dateFieldProblem } from "@/lib/calendar";
import { clubToday } from "@/lib/dates";
import type { Timing } from "@/lib/wire";

/** The hours a match may start at: on the half hour from 08:00 to 21:00 (docs/rules.md#deadlines). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 27 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 === 0 ? "00" : "30"}`;
});

/** The club's courts, 1 to 14. */
export const COURTS: readonly number[] = Array.from({ length: 14 }, (_, index) => index + 1);

/** A club date `days` later (earlier when negative), both `yyyy-mm-dd`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const moved = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * The days a match may be set on: from its tournament's start (week N's deadline is
 * start + 7·N − 1) up to its `rescheduleUntil`.
 */
export interface ScheduleWindow {
  from: string;
  until: string;
}

/** A match's window from its week, deadline and `rescheduleUntil`. */
export function scheduleWindow(match: {
  week: number;
  deadline: string;
  rescheduleUntil: string;
}): ScheduleWindow {
  return { from: addDays(match.deadline, 1 - 7 * match.week), until: match.rescheduleUntil };
}

/** The form as typed: "" for an unset field. */
export interface ScheduleForm {
  date: string;
  time: string;
  cancha: string;
}

/** The body of `PATCH /api/matches/{id}/schedule`. */
export interface ScheduleBody {
  date: string;
  time?: string;
  cancha?: number;
}

/** What stops the form, checked before anything is sent. */
export type ScheduleProblem = "date" | "noSuchDate" | "outside";

/** Checks the form against the window and builds the body, or names the first problem. */
export function checkSchedule(
  form: ScheduleForm,
  window: ScheduleWindow,
): { ok: true; body: ScheduleBody } | { ok: false; problem: ScheduleProblem } {
  const date = form.date.trim();
  if (date === "") return { ok: false, problem: "date" };
  const problem = dateFieldProblem(date);
  if (problem) return { ok: false, problem: problem === "dateField.noSuchDate" ? "noSuchDate" : "date" };
  if (date < window.from || date > window.until) return { ok: false, problem: "outside" };
  const body: ScheduleBody = { date };
  if (form.time !== "") body.time = form.time;
  if (form.cancha !== "") body.cancha = Number(form.cancha);
  return { ok: true, body };
}

/** Whether a match's timing asks for attention: past its deadline. */
export function isBehind(timing: Timing | null | undefined): timing is "late" | "overdue" {
  return timing === "late" || timing === "overdue";
}

/**
 * Whether the days to move a match are over: the club's date is past its `rescheduleUntil`
 * (or the server already says it is overdue), so the server refuses any day for it (422
 * `date_outside_window`) until the admin grants more.
 */
export function windowClosed(
  match: { rescheduleUntil: string; timing?: Timing | null },
  today: string = clubToday(),
): boolean {
  return match.timing === "overdue" || today > match.rescheduleUntil;
}
