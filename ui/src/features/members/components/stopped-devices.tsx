import BellOff from "lucide-react/icons/bell-off";
import { useFormat, useT } from "@/lib/i18n";
import type { StoppedDevice } from "@/lib/wire";
import { deviceName } from "../model/device";

/**
 * The member's devices that stopped receiving notices: their push service did not answer for a
 * day, so the club stopped sending there. One line each, with the club date it stopped, until
 * the member turns notices on again on that device (the server then drops it). Nothing when
 * every device still receives them.
 */
export function StoppedDevices({ devices }: { devices: StoppedDevice[] }) {
  const t = useT();
  const format = useFormat();
  if (devices.length === 0) return null;
  return (
    <ul aria-label={t("notices.stoppedDevices")} className="grid gap-2">
      {devices.map((device, index) => (
        <li
          key={`${device.stoppedAt}-${index}`}
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <BellOff aria-hidden="true" className="size-5 shrink-0" />
          <p className="min-w-0 break-words">
            {t("notices.stoppedDevice", {
              device: deviceName(device, t, "notices.stoppedDeviceUnknown"),
              date: format.date(device.stoppedAt),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
