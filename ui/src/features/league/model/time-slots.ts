import { formatTime } from "@/lib/dates";

/** A start time a league match can be booked at: sent as `value`, shown as `label`. */
export interface TimeSlot {
  /** 24-hour `HH:MM`, as the API takes it. */
  value: string;
  /** As the club reads it, e.g. "8:00 AM". */
  label: string;
}

const FIRST_MINUTE = 8 * 60;
const LAST_MINUTE = 21 * 60;
const STEP_MINUTES = 30;

/** The 24-hour `HH:MM` of a minute of the day. */
function clock(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/**
 * Every bookable start time (docs/rules.md#league): each half hour from 8:00 AM to
 * 9:00 PM, both included.
 */
export const LEAGUE_TIME_SLOTS: readonly TimeSlot[] = Array.from(
  { length: (LAST_MINUTE - FIRST_MINUTE) / STEP_MINUTES + 1 },
  (_, index) => {
    const value = clock(FIRST_MINUTE + index * STEP_MINUTES);
    return { value, label: formatTime(value) };
  },
);

/** The club's courts (canchas), numbered 1 to 14. */
export const LEAGUE_COURTS: readonly number[] = Array.from({ length: 14 }, (_, index) => index + 1);
