import { useT } from "@/lib/i18n";
import { cx } from "@/lib/class-names";
import { useLiveStatus } from "./use-live-updates";

/** A small dot that says whether results arrive by themselves: "Live", or "Reconnecting…". */
export function LiveDot() {
  const t = useT();
  const live = useLiveStatus() === "live";
  const label = live ? t("live.on") : t("live.reconnecting");
  return (
    // On a phone the bar has no room to spare: the dot sits on the club mark's corner.
    <span
      role="status"
      className="inline-flex items-center gap-1.5 text-xs font-semibold text-court-100 max-[479px]:absolute max-[479px]:left-10 max-[479px]:top-2.5"
      title={label}
    >
      <span
        aria-hidden="true"
        className={cx(
          "size-2.5 rounded-full ring-2 ring-court-900",
          live ? "bg-ball-400 motion-safe:animate-pulse" : "bg-court-500",
        )}
      />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}
