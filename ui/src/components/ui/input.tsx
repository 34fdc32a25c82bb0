import { forwardRef, type InputHTMLAttributes } from "react";
import { cx } from "@/lib/class-names";

/** Shared look of text fields, also used by native selects. */
export const fieldClasses =
  "block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 " +
  "placeholder:text-slate-500 focus:border-court-600 focus:outline-none focus:ring-2 focus:ring-court-600/30 " +
  "disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-clay-600";

/** A text field; 16 px text so phones do not zoom in on focus. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cx(fieldClasses, className)} {...props} />;
});

/** A line under a field that says what is wrong with it. */
export function FieldError({ id, children }: { id?: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-clay-700">
      {children}
    </p>
  );
}
