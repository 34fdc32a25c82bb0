import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { addDays, addMonths, clampDate, dateParts, monthWeeks, weekday } from "@/lib/calendar";
import { cx } from "@/lib/class-names";
import { clubToday } from "@/lib/dates";
import { useT, type MessageKey, type Translate } from "@/lib/i18n";

/** The month grid of `DateField`'s picker, in the visitor's language. */
const MONTHS: readonly MessageKey[] = [
  "month.1",
  "month.2",
  "month.3",
  "month.4",
  "month.5",
  "month.6",
  "month.7",
  "month.8",
  "month.9",
  "month.10",
  "month.11",
  "month.12",
];

const WEEKDAYS: readonly MessageKey[] = [
  "weekday.1",
  "weekday.2",
  "weekday.3",
  "weekday.4",
  "weekday.5",
  "weekday.6",
  "weekday.7",
];

const WEEKDAYS_SHORT: readonly MessageKey[] = [
  "weekdayShort.1",
  "weekdayShort.2",
  "weekdayShort.3",
  "weekdayShort.4",
  "weekdayShort.5",
  "weekdayShort.6",
  "weekdayShort.7",
];

/** A day's full name for screen readers: "Monday, 23 November 2026" / "lunes 23 de noviembre de 2026". */
function dayLabel(date: string, t: Translate): string {
  const { year, month, day } = dateParts(date);
  return t("dateField.dayLabel", {
    weekday: t(WEEKDAYS[weekday(date) - 1] ?? "weekday.1"),
    day,
    month: t(MONTHS[month - 1] ?? "month.1"),
    year,
  });
}

/** The years the calendar's year list offers: around the dates allowed and the one shown. */
function yearsAround(shownYear: number, min?: string, max?: string): number[] {
  const today = dateParts(clubToday()).year;
  const first = Math.min(min ? dateParts(min).year : today - 100, shownYear);
  const last = Math.max(max ? dateParts(max).year : today + 5, shownYear);
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
}

/** A month grid with its month and year lists; `onPick` gets the day chosen. */
export function MonthCalendar({
  selected,
  min,
  max,
  onPick,
}: {
  selected: string | null;
  min?: string;
  max?: string;
  onPick: (date: string) => void;
}) {
  const t = useT();
  const today = clubToday();
  const [focused, setFocused] = useState(() => clampDate(selected ?? today, min, max));
  const grid = useRef<HTMLTableElement>(null);
  // Set when a key moved the focused day: the day's button takes the focus once it is shown.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });
  const { year, month } = dateParts(focused);
  const monthName = t(MONTHS[month - 1] ?? "month.1");
  const allowed = (date: string) => (!min || date >= min) && (!max || date <= max);

  /** Moves the focus to a day (kept within the dates allowed), showing its month. */
  const focusDay = (date: string) => {
    moveFocus.current = true;
    setFocused(clampDate(date, min, max));
  };

  const keys: Record<string, (date: string) => string> = {
    ArrowLeft: (date) => addDays(date, -1),
    ArrowRight: (date) => addDays(date, 1),
    ArrowUp: (date) => addDays(date, -7),
    ArrowDown: (date) => addDays(date, 7),
    PageUp: (date) => addMonths(date, -1),
    PageDown: (date) => addMonths(date, 1),
    Home: (date) => addDays(date, 1 - weekday(date)),
    End: (date) => addDays(date, 7 - weekday(date)),
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay(move(date));
  };
  const showMonth = (next: string) => setFocused(clampDate(next, min, max));
  const first = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={t("dateField.previousMonth")}
          disabled={min !== undefined && addDays(first, -1) < min}
          onClick={() => showMonth(addMonths(focused, -1))}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-court-800 hover:bg-court-50 disabled:text-slate-300 max-[400px]:w-9"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <select
          aria-label={t("dateField.month")}
          value={month}
          onChange={(event) => showMonth(addMonths(focused, Number(event.target.value) - month))}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-1 text-sm font-semibold text-slate-900"
        >
          {MONTHS.map((key, index) => (
            <option key={key} value={index + 1}>
              {t(key)}
            </option>
          ))}
        </select>
        <select
          aria-label={t("dateField.year")}
          value={year}
          onChange={(event) => showMonth(addMonths(focused, (Number(event.target.value) - year) * 12))}
          className="min-h-11 w-[4.75rem] shrink-0 rounded-xl border border-slate-300 bg-white px-1 text-sm font-semibold tabular-nums text-slate-900"
        >
          {yearsAround(year, min, max).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label={t("dateField.nextMonth")}
          disabled={max !== undefined && addMonths(first, 1) > max}
          onClick={() => showMonth(addMonths(focused, 1))}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-court-800 hover:bg-court-50 disabled:text-slate-300 max-[400px]:w-9"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={t("dateField.monthYear", { month: monthName, year })}
        className="w-full table-fixed border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {WEEKDAYS_SHORT.map((key, index) => (
              <th key={key} scope="col" className="pb-1 text-xs font-bold uppercase text-slate-600">
                {/* Short on screen, the whole name for a screen reader. */}
                <span aria-hidden="true">{t(key)}</span>
                <span className="sr-only">{t(WEEKDAYS[index] ?? "weekday.1")}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date === null ? (
                  <td key={column} />
                ) : (
                  <td key={date} className="p-0.5">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      disabled={!allowed(date)}
                      aria-label={dayLabel(date, t)}
                      aria-pressed={date === selected}
                      aria-current={date === today ? "date" : undefined}
                      onClick={() => onPick(date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocused(date)}
                      className={cx(
                        "inline-flex size-10 items-center justify-center rounded-xl font-semibold tabular-nums",
                        date === selected
                          ? "bg-court-800 text-white"
                          : "text-slate-900 hover:bg-court-50 disabled:text-slate-300 disabled:hover:bg-transparent",
                        date === today && date !== selected && "ring-2 ring-inset ring-ball-500",
                      )}
                    >
                      {dateParts(date).day}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {allowed(today) ? (
        <button
          type="button"
          onClick={() => onPick(today)}
          className="min-h-11 rounded-xl text-sm font-bold text-court-800 underline-offset-4 hover:underline"
        >
          {t("dateField.today")}
        </button>
      ) : null}
    </div>
  );
}
