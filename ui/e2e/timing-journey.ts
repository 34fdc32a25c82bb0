/**
 * When and where matches are played (docs/rules.md#deadlines), in a real Chromium against the
 * real binary on an empty club: a member, signed in through a console sign-in link on a
 * Spanish phone, sets tonight's hour and court for one of their matches; the clubhouse
 * display's "Today at the club" shows it; and the admin records a walkover for an overdue
 * match (of a tournament that started five weeks ago) from the console's Overdue tab in one
 * tap. Screens are photographed into e2e/screenshots/timing-*.png.
 */
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { photograph, VIEWPORTS } from "./browser";
import { startServer } from "./server";
import { see, TIMEOUT } from "./screen";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const PHONE = VIEWPORTS[0];
const TV = { width: 1920, height: 1080 };

const MEMBER = "Adriana Solano";
const PLAYERS = [MEMBER, "Bruno Campos", "Carla Méndez", "Daniel Rojas"];

/** A club date `days` from today (UTC-6), as yyyy-mm-dd. */
function clubDate(days = 0): string {
  return new Date(Date.now() - 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function call<T>(admin: BrowserContext, method: string, path: string, data?: unknown): Promise<T> {
  const answer = await admin.request.fetch(path, { method, data });
  if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (answer.status() === 204 ? undefined : await answer.json()) as T;
}

/** Four players, a draw starting today and one that started five weeks ago (its first week overdue). */
async function seedClub(admin: BrowserContext): Promise<number> {
  const ids: number[] = [];
  let memberId = 0;
  for (const name of PLAYERS) {
    const added = await call<{ id: number }>(admin, "POST", "/api/players", { name });
    ids.push(added.id);
    if (name === MEMBER) memberId = added.id;
  }
  for (const [name, startDate] of [
    ["Copa de Hoy", clubDate()],
    ["Copa Atrasada", clubDate(-35)],
  ] as const) {
    const draw = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
      name,
      startDate,
      playerCount: 4,
      buyIn: 0,
      status: "active",
      tournamentType: "single_elimination",
      selectedPlayerIds: ids,
    });
    await call(admin, "POST", `/api/tournaments/${draw.id}/generate-matches`);
  }
  return memberId;
}

/** The member's phone signs in with the link the admin made, and sets tonight's hour and court. */
async function memberSetsTonight(member: Page, url: string) {
  await member.goto(url);
  await member.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await member.waitForURL("**/me");
  const item = member.getByRole("listitem").filter({ hasText: "Copa de Hoy" });
  await item.getByRole("button", { name: "Fijar día, hora y cancha" }).click();
  const dialog = member.getByRole("dialog", { name: "Cuándo y dónde" });
  const [year, month, day] = clubDate().split("-");
  await dialog.getByLabel("Día").fill(`${day}/${month}/${year}`);
  await dialog.getByLabel("Hora").selectOption("20:00");
  await dialog.getByLabel("Cancha").selectOption("5");
  await photograph(member, { path: `${shots}timing-dialog-es-390.png` });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(item, /Cancha 5/);
  await photograph(member, { path: `${shots}timing-me-es-390.png`, fullPage: true });
}

/** The display's "Today at the club" lists the match at its hour and court. */
async function displayShowsIt(browser: Browser, baseURL: string) {
  const tv = await browser.newContext({ viewport: TV, baseURL, locale: "en-US" });
  try {
    const page = await tv.newPage();
    await page.goto("/display?panels=today");
    await see(page, "Today at the club");
    await see(page, "Court 5");
    await see(page, "Pending from earlier weeks");
    await photograph(page, { path: `${shots}timing-display-1920.png` });
  } finally {
    await tv.close();
  }
}

/** The admin taps a player's name on an overdue match: a walkover, recorded at once. */
async function adminWalkover(admin: Page) {
  await admin.goto("/admin?tab=overdue");
  const list = admin.getByRole("list", { name: "Late and overdue matches" });
  await list.waitFor({ timeout: TIMEOUT });
  const row = list.getByRole("listitem").filter({ hasText: "Copa Atrasada" }).first();
  await see(row, "Overdue");
  await photograph(admin, { path: `${shots}timing-overdue-en-390.png`, fullPage: true });
  const before = await list.getByRole("listitem").count();
  await row
    .getByRole("button", { name: / wins$/ })
    .first()
    .click();
  // The console asks first, and says what the walkover costs.
  const ask = admin.getByRole("dialog");
  await see(ask, "walkover this year");
  await photograph(admin, { path: `${shots}timing-walkover-ask-en-390.png`, fullPage: true });
  await ask.getByRole("button", { name: "Record walkover" }).click();
  await see(admin, "Walkover recorded");
  await admin.waitForFunction(
    (count) => document.querySelectorAll('[aria-label="Late and overdue matches"] > li').length < count,
    before,
    { timeout: TIMEOUT },
  );
}

/** The whole journey, on its own server with an empty club. */
export async function timingJourney(browser: Browser) {
  const server = await startServer({ port: 18098, empty: true });
  const adminContext = await browser.newContext({
    viewport: PHONE,
    baseURL: server.baseUrl,
    locale: "en-US",
  });
  const memberContext = await browser.newContext({
    viewport: PHONE,
    baseURL: server.baseUrl,
    locale: "es-CR",
  });
  const admin = await adminContext.newPage();
  const member = await memberContext.newPage();
  try {
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const memberId = await seedClub(adminContext);
    const link = await call<{ url: string }>(
      adminContext,
      "POST",
      `/api/admin/players/${memberId}/sign-in-link`,
    );
    const url = new URL(link.url);
    await memberSetsTonight(member, `${url.pathname}${url.hash}`);
    await displayShowsIt(browser, server.baseUrl);
    await adminWalkover(admin);
  } catch (error) {
    await photograph(admin, { path: `${shots}timing-failure-admin.png` }).catch(() => undefined);
    await member
      .screenshot({ path: `${shots}timing-failure-member.png`, fullPage: true })
      .catch(() => undefined);
    throw error;
  } finally {
    await memberContext.close();
    await adminContext.close();
    await server.stop();
  }
}
