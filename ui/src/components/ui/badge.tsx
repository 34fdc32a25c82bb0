import type { HTMLAttributes } from "react";
import { cx } from "@/lib/class-names";

/** Colour meaning of a badge. */
export type BadgeTone = "green" | "ball" | "blue" | "gray" | "amber" | "red";

const tones: Record<BadgeTone, string> = {
  green: "bg-court-100 text-court-900 ring-court-300",
  ball: "bg-ball-200 text-court-950 ring-ball-500",
  blue: "bg-sky-100 text-sky-900 ring-sky-300",
  gray: "bg-slate-100 text-slate-800 ring-slate-300",
  amber: "bg-amber-100 text-amber-900 ring-amber-300",
  red: "bg-clay-50 text-clay-700 ring-clay-600/40",
};

/** Props of `Badge`. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small pill for statuses and stage tags. */
export function Badge({ tone = "gray", className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1 ring-inset whitespace-nowrap",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
