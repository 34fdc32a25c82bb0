import type { MessageKey, Translate } from "@/lib/i18n";
import type { SessionDevice } from "@/lib/wire";

/**
 * A session's device as the member tells their phones apart: "Chrome on Android". The server
 * names the browser and the system by their own names (the same in every language), or
 * neither when the browser did not say: then the words of `unknown` ("Unknown device").
 */
export function deviceName(
  device: SessionDevice,
  t: Translate,
  unknown: MessageKey = "member.deviceUnknown",
): string {
  const { browser, system } = device;
  if (browser && system) return t("member.deviceOn", { browser, system });
  return browser || system || t(unknown);
}
