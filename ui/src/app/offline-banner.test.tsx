import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { noteAnswer } from "@/lib/offline";
import { renderWithProviders } from "@/test/render";
import { OfflineBanner } from "./offline-banner";

/** Answers as the service worker's offline copy stored at `at`. */
const offlineCopy = (at: string) => new Headers({ "X-Offline-Copy": at });

afterEach(() => {
  act(() => noteAnswer(new Headers()));
});

describe("OfflineBanner", () => {
  it("ends the Spanish sentence with its period after the 24-hour time", () => {
    renderWithProviders(<OfflineBanner />, createQueryClient(), "es");
    // 20:30 UTC is 14:30 at the club.
    act(() => noteAnswer(offlineCopy("2026-11-24T20:30:00Z")));
    const banner = screen.getByRole("status");
    expect(banner.textContent).toBe(
      "Está sin conexión: esto es lo último que se vio, el 24/11/2026 a las 14:30.",
    );
    expect(banner.textContent).not.toMatch(/\.\.$/);
  });

  it("ends the English sentence with its period", () => {
    renderWithProviders(<OfflineBanner />);
    act(() => noteAnswer(offlineCopy("2026-11-24T20:30:00Z")));
    expect(screen.getByRole("status").textContent).toBe(
      "You are offline: this is what was last seen, on 24/11/2026 at 14:30.",
    );
  });
});
