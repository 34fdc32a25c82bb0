import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { StoppedDevice } from "@/lib/wire";
import { renderWithProviders } from "@/test/render";
import { StoppedDevices } from "./stopped-devices";

/** Stopped at 03:00 UTC on the 29th: still the 28th at the club. */
const PHONE: StoppedDevice = {
  browser: "Chrome",
  system: "Android",
  failingSince: "2026-11-28T02:30:00Z",
  stoppedAt: "2026-11-29T03:00:00Z",
};
const UNKNOWN: StoppedDevice = {
  browser: null,
  system: null,
  failingSince: "2026-11-20T12:00:00Z",
  stoppedAt: "2026-11-21T12:00:00Z",
};

/** The text of each listed device, in order. */
function listed(name: string): string[] {
  const list = screen.getByRole("list", { name });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("the devices that stopped receiving notices", () => {
  it("names each device and the club date it stopped, in English", () => {
    renderWithProviders(<StoppedDevices devices={[PHONE, UNKNOWN]} />);
    expect(listed("Devices that stopped receiving notices")).toEqual([
      "Chrome on Android stopped receiving notices on 28/11/2026: its push service did not answer for a day. Turn notices on again on that device.",
      "A device stopped receiving notices on 21/11/2026: its push service did not answer for a day. Turn notices on again on that device.",
    ]);
  });

  it("names each device and the club date it stopped, in Spanish", () => {
    renderWithProviders(<StoppedDevices devices={[PHONE, UNKNOWN]} />, createQueryClient(), "es");
    expect(listed("Dispositivos que dejaron de recibir avisos")).toEqual([
      "Chrome en Android dejó de recibir avisos el 28/11/2026: su servicio de notificaciones no respondió durante un día. Vuelva a activar los avisos en ese dispositivo.",
      "Un dispositivo dejó de recibir avisos el 21/11/2026: su servicio de notificaciones no respondió durante un día. Vuelva a activar los avisos en ese dispositivo.",
    ]);
  });

  it("names the browser or the system alone when only one is known", () => {
    renderWithProviders(
      <StoppedDevices
        devices={[
          { ...PHONE, system: null },
          { ...PHONE, browser: null },
        ]}
      />,
    );
    const [browser, system] = listed("Devices that stopped receiving notices");
    expect(browser).toMatch(/^Chrome stopped receiving notices on 28\/11\/2026:/);
    expect(system).toMatch(/^Android stopped receiving notices on 28\/11\/2026:/);
  });

  it("renders nothing when every device still receives notices", () => {
    const { container } = renderWithProviders(<StoppedDevices devices={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
