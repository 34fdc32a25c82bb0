import type { ReactNode } from "react";

/** Props of `Fact`. */
export interface FactProps {
  icon: ReactNode;
  label: string;
  value: string;
  /**
   * Keeps the value on one line, cut short with an ellipsis, where facts stand side by side
   * (the admin's tournament rows); otherwise a long value wraps (the hub's cards).
   */
  truncate?: boolean;
}

/**
 * One fact of a description list (`dl`): an icon and a label in the term, the value at the
 * end of the line.
 */
export function Fact({ icon, label, value, truncate = false }: FactProps) {
  // A description list may only hold dt and dd (here in one div per fact), so the icon
  // sits in the term.
  return (
    <div className={truncate ? "flex min-w-0 items-center gap-2" : "flex items-center gap-2"}>
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span className="text-court-700">{icon}</span>
        {label}
      </dt>
      <dd
        className={
          truncate
            ? "ml-auto truncate text-sm font-semibold text-slate-900"
            : "ml-auto text-sm font-semibold text-slate-900"
        }
      >
        {value}
      </dd>
    </div>
  );
}
