import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A friendly empty list: an icon, a line, an optional hint. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
}: {
  icon: LucideIcon;
  title: string;
  hint?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-court-200 bg-court-50/50 px-4 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-court-600" />
      <p className="text-lg font-bold text-slate-900">{title}</p>
      {hint ? <p className="text-base text-slate-700">{hint}</p> : null}
    </div>
  );
}
