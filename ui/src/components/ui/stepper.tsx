import { Minus, Plus } from "lucide-react";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";

/** Props of `Stepper`. */
export interface StepperProps {
  /** What is counted, for the buttons' names ("Ana Mora, set 1"). */
  label: string;
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  className?: string;
}

/**
 * A number changed with large − and + buttons (56 px, a thumb's width), for a phone held in
 * one hand on court: no keyboard, no small targets. The number is announced as it changes.
 */
export function Stepper({ label, value, min = 0, max, onChange, className }: StepperProps) {
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
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Minus aria-hidden="true" className="size-6" />
      </button>
      <output
        aria-live="polite"
        aria-label={label}
        className="w-12 text-center font-mono text-3xl font-extrabold tabular-nums text-slate-900"
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t("stepper.more", { what: label })}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
