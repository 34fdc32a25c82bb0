import { formatTime } from "@/lib/dates";

/** A start time a league match can be booked at: sent as `value`, shown as `label`. */
export interface TimeSlot {
  /** 24-hour `HH:MM`, as the API takes it. */
  value: string;
  /** As the club reads it, 24-hour, e.g. "08:00". */
  label: string;
}

/**
 * The bookable start times the server answered (`LeagueOptions.timeSlots`), each with its
 * label as `time` writes it (the visitor's language: `useFormat().time`; English unless told).
 */
export function toTimeSlots(
  values: readonly string[],
  time: (value: string) => string = formatTime,
): TimeSlot[] {
  return values.map((value) => ({ value, label: time(value) }));
}
