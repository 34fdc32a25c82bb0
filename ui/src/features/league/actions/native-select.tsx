import { ChevronDown } from "lucide-react";
import { forwardRef, type SelectHTMLAttributes } from "react";
import { fieldClasses } from "@/components/ui/input";
import { cx } from "@/lib/class-names";

/**
 * A native select in the kit's field look. The league forms use it for the
 * phone's own picker and for `optgroup` (players in range first).
 */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function NativeSelect({ className, children, ...props }, ref) {
    return (
      <div className="relative">
        <select ref={ref} className={cx(fieldClasses, "appearance-none pr-10", className)} {...props}>
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
        />
      </div>
    );
  },
);
