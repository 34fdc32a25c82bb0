/**
 * A final recorded by a player (docs/rules.md#results-by-the-players), in Spanish, on two phones,
 * in a real Chromium against the real binary on an empty club: a two-player knockout started
 * yesterday, so its one match is the final and its players may record it. The winner records
 * the final from their page; the hub and the tournament page then say "Final jugada: ganó …, en
 * espera de confirmación" and name no champion: the tournament stays active. The opponent
 * confirms it from their page, and the tournament page, open all along on the winner's phone,
 * names the champion with no reload. Every screen is checked for its width (390 px), with
 * axe-core and for English, and photographed into e2e/screenshots/finals-*-390.png.
 */
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { photograph, VIEWPORTS } from "./browser";
import { expectNoEnglish } from "./english-text";
import { startServer, type RunningServer } from "./server";
import { fitsWidth, see, TIMEOUT } from "./screen";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const PHONE = VIEWPORTS[0];
/** The language a Costa Rican phone asks for. */
const SPANISH = "es-CR";

const WINNER = "Rebeca Sáenz Fonseca Villalobos";
const OPPONENT = "Tatiana Brenes Calderón";
const CUP = "Copa de Clausura";
const SCORE = "6-4, 6-3";
const WAITING = `Final jugada: ganó ${WINNER}, por confirmar`;
const CHAMPION = `Campeón: ${WINNER}`;

/** Waits until the text has left the screen. */
async function gone(scope: Page | Locator, text: string | RegExp) {
  await scope
    .getByText(text)
    .filter({ visible: true })
    .first()
    .waitFor({ state: "hidden", timeout: TIMEOUT });
}

/** Fails when the text is on screen now. */
async function absent(scope: Page | Locator, text: string | RegExp, where: string) {
  const shown = await scope.getByText(text).filter({ visible: true }).count();
  if (shown > 0) throw new Error(`${where} shows ${String(text)}`);
}

/** Checks a screen (width, axe, no English) and photographs it. */
async function snap(page: Page, name: string) {
  await fitsWidth(page, `finals ${name}`);
  try {
    await expectNoEnglish(page, `finals ${name}`);
    await checkAccessibility(page, `finals ${name}`);
  } finally {
    await photograph(page, {
      path: `${shots}finals-${name}-${page.viewportSize()?.width ?? 0}.png`,
      fullPage: true,
    });
  }
}

/** Yesterday at the club (UTC-6), as yyyy-mm-dd. */
function clubYesterday(): string {
  return new Date(Date.now() - 6 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

/** A phone of its own: its own cookies, in Spanish. */
function phone(browser: Browser, server: RunningServer): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, baseURL: server.baseUrl, locale: SPANISH });
}

/** Sends one admin call through the admin's browser; fails the journey on an unexpected status. */
async function call<T>(admin: BrowserContext, method: string, path: string, data?: unknown): Promise<T> {
  const answer = await admin.request.fetch(path, { method, data });
  if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (answer.status() === 204 ? undefined : await answer.json()) as T;
}

interface WireMatch {
  id: number;
  stage: string;
}

/**
 * The club: two players and a single-elimination draw of two that started yesterday, whose one
 * match is the final. Answers the players' ids and the tournament's.
 */
async function seedClub(admin: BrowserContext) {
  const winnerId = (await call<{ id: number }>(admin, "POST", "/api/players", { name: WINNER })).id;
  const opponentId = (await call<{ id: number }>(admin, "POST", "/api/players", { name: OPPONENT })).id;
  const cup = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
    name: CUP,
    startDate: clubYesterday(),
    playerCount: 2,
    buyIn: 0,
    status: "active",
    tournamentType: "single_elimination",
    selectedPlayerIds: [winnerId, opponentId],
    manualBracketPositions: { "0": winnerId, "1": opponentId },
  });
  await call(admin, "POST", `/api/tournaments/${cup.id}/generate-matches`);
  const matches = await call<WireMatch[]>(admin, "GET", `/api/tournaments/${cup.id}/matches`);
  if (matches.length !== 1 || matches[0]?.stage !== "final") {
    throw new Error(`a draw of two should be its final alone: ${JSON.stringify(matches)}`);
  }
  return { winnerId, opponentId, tournamentId: cup.id };
}

/** A phone signs in with the link the admin made for the player, and lands on its page. */
async function signIn(admin: BrowserContext, page: Page, playerId: number) {
  const { url } = await call<{ url: string }>(admin, "POST", `/api/admin/players/${playerId}/sign-in-link`);
  const link = new URL(url);
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL("**/me");
  await see(page, "Mis próximos partidos");
}

/** Taps a stepper's button `times` times. */
async function tap(dialog: Locator, name: string, times: number) {
  const button = dialog.getByRole("button", { name });
  for (let i = 0; i < times; i += 1) await button.click();
}

/** The winner records the final, 6-4, 6-3, from their page with the phone form. */
async function recordFinal(page: Page) {
  const match = page
    .getByRole("list", { name: "Mis próximos partidos" })
    .getByRole("listitem")
    .filter({ hasText: CUP });
  await match.getByRole("button", { name: "Anotar resultado" }).click();
  const dialog = page.getByRole("dialog", { name: "Anotar el resultado" });
  await dialog.getByRole("radio", { name: WINNER }).check();
  // Each set starts at 6-0 for the winner.
  await tap(dialog, `${OPPONENT}, Set 1: uno más`, 4);
  await tap(dialog, `${OPPONENT}, Set 2: uno más`, 3);
  await see(dialog, `${WINNER} ganó ${SCORE}`);
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado anotado");
  await see(page.getByRole("region", { name: "Mis resultados" }), "Sin confirmar");
}

/** The hub: the tournament is still among the active ones, its final awaiting, no champion. */
async function hubWaits(page: Page) {
  await page.goto("/");
  const active = page.getByRole("region", { name: "Torneos activos" });
  await see(active, CUP);
  await see(active, WAITING);
  await absent(active, /Campeón/, "the hub's card of a final awaiting confirmation");
  await snap(page, "hub-awaiting");
}

/** The tournament page: active, its final awaiting in the header and the bracket, no champion. */
async function pageWaits(page: Page, tournamentId: number) {
  await page.goto(`/tournament/${tournamentId}`);
  const header = page.locator("main header").filter({ has: page.getByRole("heading", { name: CUP }) });
  await see(header, "Activo");
  await see(header, WAITING);
  await absent(page, /Campeón/, "the page of a final awaiting confirmation");
  await snap(page, "page-awaiting");
  await page.getByRole("tab", { name: "Cuadro" }).click();
  await see(page, "Cuadro del torneo");
  await see(page.getByRole("tabpanel"), WAITING);
  await absent(page, /Campeón/, "the bracket of a final awaiting confirmation");
  await snap(page, "bracket-awaiting");
}

/** The opponent's page, open since they signed in, shows the final to confirm; they confirm it. */
async function confirmFinal(page: Page) {
  const section = page.getByRole("region", { name: "Confirmar o disputar" });
  await see(section, `${WINNER} anotó: ${WINNER} ganó ${SCORE}`);
  await snap(page, "to-confirm");
  await section.getByRole("button", { name: "Confirmar" }).click();
  await see(page, "Resultado confirmado");
  await section.waitFor({ state: "detached", timeout: TIMEOUT });
}

/** The tournament page, never reloaded, names the champion: finished, in the header and the bracket. */
async function pageCrowns(page: Page) {
  const header = page.locator("main header").filter({ has: page.getByRole("heading", { name: CUP }) });
  await see(header, CHAMPION);
  await see(header, "Finalizado");
  await gone(page, WAITING);
  await see(page.getByRole("region", { name: "Campeón del torneo" }), WINNER);
  await snap(page, "page-champion");
}

/** The whole journey, on its own server with an empty club. */
export async function finalsJourney(browser: Browser) {
  const server = await startServer({ port: 18113, empty: true });
  const adminContext = await phone(browser, server);
  const phones: BrowserContext[] = [];
  try {
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const { winnerId, opponentId, tournamentId } = await seedClub(adminContext);

    const winnerPhone = await phone(browser, server);
    const opponentPhone = await phone(browser, server);
    phones.push(winnerPhone, opponentPhone);
    const winner = await winnerPhone.newPage();
    const opponent = await opponentPhone.newPage();
    await signIn(adminContext, winner, winnerId);
    await signIn(adminContext, opponent, opponentId);

    await recordFinal(winner);
    await hubWaits(winner);
    await pageWaits(winner, tournamentId);
    await confirmFinal(opponent);
    await pageCrowns(winner);
  } catch (error) {
    for (const [index, context] of phones.entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}finals-failure-phone${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of phones) await context.close();
    await adminContext.close();
    await server.stop();
  }
}
