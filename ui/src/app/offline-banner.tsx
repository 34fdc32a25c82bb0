import WifiOff from "lucide-react/icons/wifi-off";
import { useFormat, useT } from "@/lib/i18n";
import { useOfflineSince } from "@/lib/offline";

/** Says so when the page shows the last data seen because the network is gone. */
export function OfflineBanner() {
  const t = useT();
  const format = useFormat();
  const since = useOfflineSince();
  if (since === null) return null;
  const { date, time } = format.dateTime(since);
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-clay-50 px-3 py-2 text-center text-sm font-semibold text-clay-700"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t("offline.lastSeen", { date, time })}
    </p>
  );
}
