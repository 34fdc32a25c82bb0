import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Locale } from "@/lib/i18n";
import { DeferredToaster, TOASTER_PRELOAD_DELAY_MS } from "./deferred-toaster";
import { dismissToast, toast } from "./toast-store";

function renderToaster(locale: Locale = "en") {
  return render(
    <I18nProvider locale={locale}>
      <DeferredToaster />
    </I18nProvider>,
  );
}

describe("the deferred toast region", () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it("is not mounted at start-up, and shows the first toast raised", async () => {
    renderToaster();
    expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => {
      toast({ title: "Player created" });
    });
    expect(await screen.findByText("Player created")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
  });

  it("loads by itself a moment after start-up", async () => {
    vi.useFakeTimers();
    renderToaster();
    expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOASTER_PRELOAD_DELAY_MS);
    });
    vi.useRealTimers();
    expect(await screen.findByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
  });

  it("names its region in the visitor's language", async () => {
    renderToaster("es");
    act(() => {
      toast({ title: "Jugador agregado" });
    });
    expect(await screen.findByText("Jugador agregado")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Notificaciones (F8)" })).toBeInTheDocument();
  });
});
