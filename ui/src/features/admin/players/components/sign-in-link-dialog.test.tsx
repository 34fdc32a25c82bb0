import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PlayersTab } from "../players-tab";
import { club, makePlayer } from "../test/fixtures";

const URL_OF_LINK = "https://club.example/sign-in#q3X9abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM";
const withPhones = club.map((player) => (player.id === 3 ? { ...player, phone: "+50688881234" } : player));

/** Two players with the club's name shapes and phones: one reads Spanish, one English. */
const MARIA = makePlayer({ id: 21, name: "María José Quesada Villalobos", phone: "+50687654321" });
const ANDRES = makePlayer({ id: 22, name: "Andrés Jiménez Solís", phone: "+50683334444" });
const withReaders = [...withPhones, MARIA, ANDRES];

/** The message a WhatsApp link carries, without the sign-in link on its last line. */
function messageOf(whatsApp: HTMLElement): string {
  const text = new URL(whatsApp.getAttribute("href") ?? "").searchParams.get("text") ?? "";
  expect(text.endsWith(`\n${URL_OF_LINK}`)).toBe(true);
  return text.slice(0, -(URL_OF_LINK.length + 1));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens a player's menu in the Players tab and picks one of its items. */
async function fromMenu(name: string, item: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: `More for ${name}` }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
  return user;
}

describe("a player's sign-in link in the console", () => {
  it("is made on request, then offered to copy, as a QR code and by WhatsApp to the player's phone", async () => {
    const fetchMock = mockFetch({
      "/api/players": { body: withPhones },
      "POST /api/admin/players/3/sign-in-link": {
        status: 201,
        body: { url: URL_OF_LINK, expiresAt: "2026-12-04T15:00:00Z", language: "en" },
      },
    });
    renderWithProviders(<PlayersTab />);
    const user = await fromMenu("Luis Vega", "Sign-in link");
    const dialog = await screen.findByRole("dialog", { name: "Sign-in link: Luis Vega" });
    expect(dialog).toHaveTextContent("It works once, for 7 days");
    // Making a link ends the one before: nothing is made until the admin asks.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Make link" }));
    const field = await within(dialog).findByRole("textbox", { name: "Sign-in link" });
    expect(field).toHaveValue(URL_OF_LINK);
    expect(dialog).toHaveTextContent("the link is shown only once. It expires 04/12/2026, 09:00.");
    const qr = within(dialog).getByRole("img", { name: "QR code of Luis Vega's sign-in link" });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.querySelectorAll("path").length).toBeGreaterThan(0);

    const whatsApp = within(dialog).getByRole("link", { name: "Send by WhatsApp" });
    const href = new URL(whatsApp.getAttribute("href") ?? "");
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/50688881234");
    expect(href.searchParams.get("text")).toBe(
      "Hello Luis Vega! This is your personal link to the club's Tournament Hub. Open it on your phone " +
        `and tap Sign in. It works once, until 04/12/2026:\n${URL_OF_LINK}`,
    );
    expect(within(dialog).getByRole("button", { name: "Make a new link" })).toBeInTheDocument();
  });

  it("explains why WhatsApp is off for a player with no phone, in Spanish too", async () => {
    mockFetch({
      "/api/players": { body: withPhones },
      "POST /api/admin/players/4/sign-in-link": {
        status: 201,
        body: { url: URL_OF_LINK, expiresAt: "2026-12-04T15:00:00Z", language: "en" },
      },
    });
    renderWithProviders(<PlayersTab />, createQueryClient(), "es");
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Más opciones para Ana Mora" }));
    await user.click(await screen.findByRole("menuitem", { name: "Enlace para entrar" }));
    const dialog = await screen.findByRole("dialog", { name: "Enlace para entrar: Ana Mora" });
    await user.click(within(dialog).getByRole("button", { name: "Crear enlace" }));
    const send = await within(dialog).findByRole("button", { name: "Enviar por WhatsApp" });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      "Ana Mora aún no tiene teléfono: agréguelo con Editar para enviar el enlace por WhatsApp.",
    );
    expect(within(dialog).queryByRole("link", { name: "Enviar por WhatsApp" })).not.toBeInTheDocument();
  });

  it("says why a link was refused", async () => {
    mockFetch({
      "/api/players": { body: withPhones },
      "POST /api/admin/players/3/sign-in-link": {
        status: 409,
        body: { error: "conflict", code: "player_pending", message: "Approve first." },
      },
    });
    renderWithProviders(<PlayersTab />);
    const user = await fromMenu("Luis Vega", "Sign-in link");
    const dialog = await screen.findByRole("dialog", { name: "Sign-in link: Luis Vega" });
    await user.click(within(dialog).getByRole("button", { name: "Make link" }));
    expect(await screen.findByText("Could not make the link")).toBeInTheDocument();
    expect(screen.getByText("This player's registration is pending: approve it first.")).toBeInTheDocument();
  });
});

describe("the WhatsApp message of a sign-in link", () => {
  it("is written in the player's language, Spanish, from a console in English", async () => {
    mockFetch({
      "/api/players": { body: withReaders },
      "POST /api/admin/players/21/sign-in-link": {
        status: 201,
        body: { url: URL_OF_LINK, expiresAt: "2026-12-04T15:00:00Z", language: "es" },
      },
    });
    renderWithProviders(<PlayersTab />);
    const user = await fromMenu("María José Quesada Villalobos", "Sign-in link");
    const dialog = await screen.findByRole("dialog", { name: "Sign-in link: María José Quesada Villalobos" });
    await user.click(within(dialog).getByRole("button", { name: "Make link" }));
    // The console stays in English around it.
    const whatsApp = await within(dialog).findByRole("link", { name: "Send by WhatsApp" });
    expect(dialog).toHaveTextContent("the link is shown only once. It expires 04/12/2026, 09:00.");
    expect(whatsApp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/50687654321\?text=/);
    expect(messageOf(whatsApp)).toBe(
      "¡Hola, María José Quesada Villalobos! Este es su enlace personal a Tournament Hub del club. " +
        "Ábralo en su teléfono y toque Entrar. Sirve una vez, hasta el 04/12/2026:",
    );
  });

  it("is written in English for a player who reads English, from a console in Spanish", async () => {
    mockFetch({
      "/api/players": { body: withReaders },
      "POST /api/admin/players/22/sign-in-link": {
        status: 201,
        body: { url: URL_OF_LINK, expiresAt: "2026-12-04T15:00:00Z", language: "en" },
      },
    });
    renderWithProviders(<PlayersTab />, createQueryClient(), "es");
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Más opciones para Andrés Jiménez Solís" }));
    await user.click(await screen.findByRole("menuitem", { name: "Enlace para entrar" }));
    const dialog = await screen.findByRole("dialog", { name: "Enlace para entrar: Andrés Jiménez Solís" });
    await user.click(within(dialog).getByRole("button", { name: "Crear enlace" }));
    const whatsApp = await within(dialog).findByRole("link", { name: "Enviar por WhatsApp" });
    expect(messageOf(whatsApp)).toBe(
      "Hello Andrés Jiménez Solís! This is your personal link to the club's Tournament Hub. Open it on " +
        "your phone and tap Sign in. It works once, until 04/12/2026:",
    );
  });

  it("follows the console when the server names a language the app does not speak", async () => {
    mockFetch({
      "/api/players": { body: withReaders },
      "POST /api/admin/players/21/sign-in-link": {
        status: 201,
        body: { url: URL_OF_LINK, expiresAt: "2026-12-04T15:00:00Z", language: "fr" },
      },
    });
    renderWithProviders(<PlayersTab />, createQueryClient(), "es");
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole("button", { name: "Más opciones para María José Quesada Villalobos" }),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Enlace para entrar" }));
    const dialog = await screen.findByRole("dialog", { name: /^Enlace para entrar: María José/ });
    await user.click(within(dialog).getByRole("button", { name: "Crear enlace" }));
    const whatsApp = await within(dialog).findByRole("link", { name: "Enviar por WhatsApp" });
    expect(messageOf(whatsApp)).toMatch(/^¡Hola, María José Quesada Villalobos! Este es su enlace personal/);
  });
});

describe("ending a player's sessions in the console", () => {
  it("asks first, then signs the player out everywhere and says on how many devices", async () => {
    const fetchMock = mockFetch({
      "/api/players": { body: withPhones },
      "POST /api/admin/players/3/sessions/end": { body: { ended: 2 } },
    });
    renderWithProviders(<PlayersTab />);
    const user = await fromMenu("Luis Vega", "End sessions");
    const confirm = await screen.findByRole("dialog", { name: "End Sessions" });
    expect(confirm).toHaveTextContent("Luis Vega is signed out on every phone and computer.");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);

    await user.click(within(confirm).getByRole("button", { name: "End sessions" }));
    expect(await screen.findByText("Sessions ended")).toBeInTheDocument();
    expect(screen.getByText("Luis Vega was signed out on 2 devices.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([to]) => to === "/api/admin/players/3/sessions/end")).toHaveLength(1);
  });
});
