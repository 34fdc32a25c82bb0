import ChevronDown from "lucide-react/icons/chevron-down";
import { forwardRef, type SelectHTMLAttributes } from "react";
import { cx } from "@/lib/class-names";
import { fieldClasses } from "./input";

/** Props of `NativeSelect`: a select's own, and classes for the box around it. */
export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  wrapperClassName?: string;
}

/**
 * A native select in the kit's field look, with its chevron: the phone's own picker, which
 * draws long lists at no cost and takes `optgroup` (the league's players in range first).
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { className, wrapperClassName, children, ...props },
  ref,
) {
  return (
    <div className={cx("relative", wrapperClassName)}>
      <select ref={ref} className={cx(fieldClasses, "appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
});
