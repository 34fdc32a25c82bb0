import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";

/** Props of `Stepper`. */
export interface StepperProps {
  /** What is counted, for the buttons' names ("Ana Mora, set 1"). */
  label: string;
  /** The number; null for none yet (shown as a dash), for a number the user may leave unwritten. */
  value: number | null;
  min?: number;
  max: number;
  /** The number may stay unwritten: + from null starts at `min`, − from `min` goes back to null. */
  optional?: boolean;
  onChange: (value: number | null) => void;
  className?: string;
}

/**
 * A number changed with large − and + buttons (56 px, a thumb's width), for a phone held in
 * one hand on court: no keyboard, no small targets. The number is announced as it changes. A
 * number that may stay unwritten (a tiebreak's points) starts as a dash.
 */
export function Stepper({ label, value, min = 0, max, optional = false, onChange, className }: StepperProps) {
  const t = useT();
  const button =
    "inline-flex size-14 shrink-0 items-center justify-center rounded-2xl border-2 border-court-200 bg-white text-court-900 " +
    "active:bg-court-100 hover:bg-court-50 disabled:opacity-40 disabled:pointer-events-none select-none touch-manipulation";
  return (
    <div role="group" aria-label={label} className={cx("flex items-center gap-1.5", className)}>
      <button
        type="button"
        className={button}
        aria-label={t("stepper.less", { what: label })}
        disabled={value === null || (!optional && value <= min)}
        onClick={() => onChange(value === null || value <= min ? null : value - 1)}
      >
        <Minus aria-hidden="true" className="size-6" />
      </button>
      <output
        aria-live="polite"
        aria-label={label}
        className="w-12 text-center font-mono text-3xl font-extrabold tabular-nums text-slate-900"
      >
        {value ?? "–"}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t("stepper.more", { what: label })}
        disabled={value !== null && value >= max}
        onClick={() => onChange(value === null ? min : Math.min(max, value + 1))}
      >
        <Plus aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
