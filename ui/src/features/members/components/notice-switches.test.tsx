import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { NoticeSwitches } from "./notice-switches";

const KINDS = [
  "draw_published",
  "your_week",
  "result_reported",
  "challenged",
  "match_scheduled",
  "deadline_tomorrow",
  "signup_approved",
].map((kind) => ({ kind, email: true, push: true }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the member's notice switches", () => {
  it("shows every kind's email and phone switch, and saves one at once", async () => {
    let kinds = KINDS;
    const fetchMock = mockFetch({
      "/api/me/notice-preferences": () => ({ body: { kinds } }),
      "PUT /api/me/notice-preferences": () => {
        kinds = KINDS.map((k) => (k.kind === "your_week" ? { ...k, email: false } : k));
        return { body: { kinds } };
      },
    });
    renderWithProviders(<NoticeSwitches playerId={7} />);
    const week = await screen.findByRole("checkbox", { name: "My week, on Mondays by email" });
    expect(week).toBeChecked();
    expect(screen.getAllByRole("checkbox")).toHaveLength(14);
    await userEvent.click(week);
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT", "/api/me/notice-preferences")).toEqual({
      kinds: [{ kind: "your_week", email: false, push: true }],
    });
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "My week, on Mondays by email" })).not.toBeChecked(),
    );
    expect(screen.getByRole("checkbox", { name: "My week, on Mondays on the phone" })).toBeChecked();
  });

  it("reads in Spanish", async () => {
    mockFetch({ "/api/me/notice-preferences": { body: { kinds: KINDS } } });
    renderWithProviders(<NoticeSwitches playerId={7} />, createQueryClient(), "es");
    expect(
      await screen.findByRole("checkbox", { name: "Un resultado en mi partido por correo" }),
    ).toBeChecked();
    expect(screen.getByRole("heading", { name: "Cómo me avisan" })).toBeInTheDocument();
  });

  it("names the kinds of what the club decides, in Spanish first", async () => {
    const decided = [
      "result_settled",
      "result_cleared",
      "walkover_recorded",
      "extension_granted",
      "qualified",
      "qualification_changed",
      "result_confirmed",
    ].map((kind) => ({ kind, email: kind !== "result_confirmed", push: kind !== "result_confirmed" }));
    mockFetch({ "/api/me/notice-preferences": { body: { kinds: decided } } });
    const { unmount } = renderWithProviders(<NoticeSwitches playerId={21} />, createQueryClient(), "es");
    const spanish = [
      "Resultados que decide el club",
      "Resultados que anula el club",
      "W.O. registrados",
      "Días extra para mis partidos",
      "Clasificación a la fase final",
      "Correcciones que cambian quién clasifica",
      "Mi rival confirmó mi resultado",
    ];
    expect(await screen.findByRole("rowheader", { name: spanish[0] })).toBeInTheDocument();
    expect(screen.getAllByRole("rowheader").map((row) => row.textContent)).toEqual(spanish);
    // Off by default for email and push: the reporter is told in the app only.
    expect(
      screen.getByRole("checkbox", { name: "Mi rival confirmó mi resultado por correo" }),
    ).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "W.O. registrados por correo" })).toBeChecked();
    unmount();

    renderWithProviders(<NoticeSwitches playerId={21} />);
    expect(await screen.findByRole("rowheader", { name: "Results the club decides" })).toBeInTheDocument();
    expect(screen.getAllByRole("rowheader").map((row) => row.textContent)).toEqual([
      "Results the club decides",
      "Results the club clears",
      "Walkovers recorded",
      "Extra days for my matches",
      "Qualifying for a knockout",
      "Corrections that change who qualifies",
      "My opponent confirmed my result",
    ]);
  });
});

/** A browser where this member (21) turned push on, in this session (5). */
function pushOnHere() {
  const subscription = {
    endpoint: "https://push.example/send/maria",
    toJSON: () => ({ endpoint: "https://push.example/send/maria", keys: { p256dh: "BPub", auth: "secret" } }),
    unsubscribe: vi.fn(async () => true),
  };
  const registration = { pushManager: { getSubscription: vi.fn(async () => subscription) } };
  vi.stubGlobal("Notification", { permission: "granted", requestPermission: vi.fn() });
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  localStorage.setItem("tournament-hub:push", JSON.stringify({ player: 21, session: 5 }));
}

const SESSION_HERE = [
  {
    id: 5,
    device: { browser: "Chrome", system: "Android" },
    createdAt: "2026-11-01T12:00:00Z",
    lastUsedOn: "2026-11-28",
    current: true,
  },
];

describe("the phone switches", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("are greyed out, saying why, while this device does not allow push; email still switches", async () => {
    mockFetch({ "/api/me/notice-preferences": { body: { kinds: KINDS } } });
    renderWithProviders(<NoticeSwitches playerId={21} />, createQueryClient(), "es");
    // jsdom has no Web Push: this device cannot receive notifications.
    expect(await screen.findByText(/^Este navegador no las admite\./)).toBeInTheDocument();
    const phone = screen.getByRole("checkbox", { name: "Mi semana, los lunes en el teléfono" });
    await waitFor(() => expect(phone).toBeDisabled());
    expect(phone).toBeChecked();
    expect(phone).toHaveAccessibleDescription(
      "Para elegir qué le llega al teléfono, primero active las notificaciones en este dispositivo.",
    );
    for (const box of screen.getAllByRole("checkbox", { name: / en el teléfono$/ }))
      expect(box).toBeDisabled();
    for (const box of screen.getAllByRole("checkbox", { name: / por correo$/ })) expect(box).toBeEnabled();
  });

  it("say why in English too", async () => {
    mockFetch({ "/api/me/notice-preferences": { body: { kinds: KINDS } } });
    renderWithProviders(<NoticeSwitches playerId={21} />);
    const phone = await screen.findByRole("checkbox", { name: "A deadline tomorrow on the phone" });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        "To choose what reaches your phone, first turn on notifications on this device.",
      ),
    );
    expect(phone).toBeDisabled();
  });

  it("open once notifications are on for this device, and save", async () => {
    pushOnHere();
    let kinds = KINDS;
    const fetchMock = mockFetch({
      "/api/me/sessions": { body: SESSION_HERE },
      "/api/me/notice-preferences": () => ({ body: { kinds } }),
      "PUT /api/me/notice-preferences": () => {
        kinds = KINDS.map((k) => (k.kind === "challenged" ? { ...k, push: false } : k));
        return { body: { kinds } };
      },
    });
    renderWithProviders(<NoticeSwitches playerId={21} />, createQueryClient(), "es");
    expect(await screen.findByText("Activadas en este dispositivo.")).toBeInTheDocument();
    const phone = screen.getByRole("checkbox", { name: "Un desafío de liga en el teléfono" });
    await waitFor(() => expect(phone).toBeEnabled());
    expect(phone).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/primero active las notificaciones/)).not.toBeInTheDocument();

    await userEvent.click(phone);
    expect(await screen.findByText("Guardado")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT", "/api/me/notice-preferences")).toEqual({
      kinds: [{ kind: "challenged", email: true, push: false }],
    });
  });
});
