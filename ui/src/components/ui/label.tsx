import type { LabelHTMLAttributes } from "react";
import { cx } from "@/lib/class-names";

/** A form field's label. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cx("text-sm font-semibold text-slate-800", className)} {...props} />;
}
