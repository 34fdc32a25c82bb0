import type { Translate } from "@/lib/i18n";
import type { MemberSessionEntry } from "@/lib/wire";

/**
 * A session's device as the member tells their phones apart: "Chrome on Android". The server
 * names the browser and the system by their own names (the same in every language), or
 * neither when the browser did not say.
 */
export function deviceName(device: MemberSessionEntry["device"], t: Translate): string {
  const { browser, system } = device;
  if (browser && system) return t("member.deviceOn", { browser, system });
  return browser ?? system ?? t("member.deviceUnknown");
}
