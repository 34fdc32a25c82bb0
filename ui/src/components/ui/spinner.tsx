import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";

/** A spinning ball with an optional line of text under it, announced politely. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={cx("flex flex-col items-center gap-3 py-10", className)}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-court-100 border-t-court-700"
      />
      <span className={label ? "text-base font-medium text-slate-700" : "sr-only"}>
        {label ?? t("spinner.label")}
      </span>
    </div>
  );
}
