import { useT } from "@/lib/i18n";
import { cx } from "@/lib/class-names";
import { useLiveStatus } from "./use-live-updates";

/** A small dot that says whether results arrive by themselves: "Live", or "Reconnecting…". */
export function LiveDot() {
  const t = useT();
  const live = useLiveStatus() === "live";
  const label = live ? t("live.on") : t("live.reconnecting");
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 text-xs font-semibold text-court-100"
      title={label}
    >
      <span
        aria-hidden="true"
        className={cx(
          "size-2.5 rounded-full",
          live ? "bg-ball-400 motion-safe:animate-pulse" : "bg-court-500",
        )}
      />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}
