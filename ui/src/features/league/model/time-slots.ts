import { formatTime } from "@/lib/dates";

/** A start time a league match can be booked at: sent as `value`, shown as `label`. */
export interface TimeSlot {
  /** 24-hour `HH:MM`, as the API takes it. */
  value: string;
  /** As the club reads it, e.g. "8:00 AM". */
  label: string;
}

/** The bookable start times the server answered (`LeagueOptions.timeSlots`), each with its label. */
export function toTimeSlots(values: readonly string[]): TimeSlot[] {
  return values.map((value) => ({ value, label: formatTime(value) }));
}
