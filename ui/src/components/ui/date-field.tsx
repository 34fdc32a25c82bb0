import * as Popover from "@radix-ui/react-popover";
import CalendarDays from "lucide-react/icons/calendar-days";
import { useId, useRef, useState } from "react";
import { formatTyped, isCalendarDate, parseTyped } from "@/lib/calendar";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { fieldClasses } from "./input";
import { MonthCalendar } from "./month-calendar";

/** Props of `DateField`. */
export interface DateFieldProps {
  id: string;
  /**
   * The date as yyyy-mm-dd, "" when empty. While the text typed is not a date, the field
   * hands that text on as it is, so a form can say it is not one.
   */
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest dates the picker offers (yyyy-mm-dd). */
  min?: string;
  max?: string;
  autoComplete?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** What the text box shows for a value: dd/mm/yyyy for a date, else the text as typed. */
function shown(value: string): string {
  return isCalendarDate(value) ? formatTyped(value) : value;
}

/** What the form gets for the text typed: the date, "" for nothing, or the text itself. */
function valueOf(text: string): string {
  return text.trim() === "" ? "" : (parseTyped(text) ?? text);
}

/**
 * A date field that reads and shows dd/mm/yyyy for every visitor (docs/rules.md, "Dates and
 * money"): the browser's own date input follows the browser's locale, not the page's, so an
 * English-US browser would show mm/dd/yyyy. The visitor types the date, or picks it in a calendar with the language's
 * month and day names. The calendar is a grid the keyboard drives: arrows move a day or a
 * week, Page Up and Page Down a month, Home and End to the week's ends, Enter or Space picks,
 * Escape closes and gives the focus back to the button.
 */
export function DateField({
  id,
  value,
  onChange,
  min,
  max,
  autoComplete,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
}: DateFieldProps) {
  const t = useT();
  const formatId = useId();
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (the calendar, a reset) replaces the text; one the text gave does not.
  if (value !== seen) {
    setSeen(value);
    if (value !== valueOf(text)) setText(shown(value));
  }
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  return (
    <div className="flex min-w-0 items-stretch gap-2">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete ?? "off"}
        placeholder={t("dateField.format")}
        value={text}
        aria-invalid={invalid}
        aria-describedby={[formatId, describedBy].filter(Boolean).join(" ")}
        onChange={(event) => {
          setText(event.target.value);
          const next = valueOf(event.target.value);
          setSeen(next);
          onChange(next);
        }}
        onBlur={() => {
          // A date typed another way ("3.1.2026") is shown as the club writes it once left.
          const parsed = parseTyped(text);
          if (parsed) setText(formatTyped(parsed));
        }}
        className={cx(fieldClasses, "min-w-0 flex-1 tabular-nums")}
      />
      <span id={formatId} className="sr-only">
        {t("dateField.format")}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          aria-label={t("dateField.openCalendar")}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-court-800 hover:bg-court-50"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            role="dialog"
            aria-label={t("dateField.calendar")}
            align="end"
            sideOffset={6}
            collisionPadding={8}
            ref={panel}
            // On opening, the focus goes to the chosen day (else today), as a keyboard user expects.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              panel.current?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]')?.focus();
            }}
            className="z-50 w-[20rem] max-w-[calc(100vw-1rem)] rounded-2xl bg-white p-3 shadow-2xl ring-1 ring-slate-200 data-[state=open]:animate-[fade-in_120ms_ease-out]"
          >
            <MonthCalendar
              selected={isCalendarDate(value) ? value : null}
              min={min}
              max={max}
              onPick={(date) => {
                setText(formatTyped(date));
                setSeen(date);
                onChange(date);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
