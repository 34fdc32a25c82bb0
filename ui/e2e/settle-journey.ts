/**
 * A dispute that carries the disputer's own score, settled by the club in one tap
 * (docs/rules.md#results-by-the-players), in Spanish, on two phones, the admin's and a
 * visitor's, in a real Chromium against the real binary on an empty club: a four-player draw
 * started yesterday, whose first semifinal the two members play. The reporter records that they
 * won 6-4, 6-3 from their page; the public page shows it, unconfirmed. The disputer disputes it
 * from their page with a reason and, after "Añadir mi marcador", their own score entered with the
 * same steppers as a result: they won 6-4, 7-5. The reporter's page says the opponent disputed
 * it; the public page marks it disputed. In the console's Disputas tab the admin sees both
 * versions, the report and the dispute with its reason, and taps "Aceptar la disputa" once: the
 * queue empties, and the public tournament page shows the disputer as the winner, 6-4, 7-5,
 * unmarked, and in the final. Every screen is checked for its width (390 px), with axe-core and
 * for English, and photographed into e2e/screenshots/settle-*-390.png.
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

// Initials that are no English word: the avatar of "Andrés … Mora" shows "AM", which the
// English check reads as a time of day.
const REPORTER = "José Pablo Calderón Araya";
const DISPUTER = "Luis Fernando Sánchez Mora";
const OTHERS = ["Esteban Núñez Chaves", "Tomás Quirós Ramírez"];
const CUP = "Torneo Abierto de Diciembre";
const REPORTED = `${REPORTER} ganó 6-4, 6-3`;
const VERSION = `${DISPUTER} ganó 6-4, 7-5`;
const REASON = "Gané yo: el segundo set terminó 7-5 y el marcador está al revés.";

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
async function snap(page: Page, name: string, { whole = true } = {}) {
  await fitsWidth(page, `settle ${name}`);
  try {
    await expectNoEnglish(page, `settle ${name}`);
    await checkAccessibility(page, `settle ${name}`);
  } finally {
    await photograph(page, {
      path: `${shots}settle-${name}-${page.viewportSize()?.width ?? 0}.png`,
      fullPage: whole,
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
  player1Id: number | null;
  player2Id: number | null;
}

/**
 * The club: four players and a single-elimination draw of four that started yesterday, whose
 * first semifinal the reporter and the disputer play. Answers their ids and the tournament's.
 */
async function seedClub(admin: BrowserContext) {
  const ids: number[] = [];
  for (const name of [REPORTER, DISPUTER, ...OTHERS]) {
    ids.push((await call<{ id: number }>(admin, "POST", "/api/players", { name })).id);
  }
  const [reporterId = 0, disputerId = 0] = ids;
  const cup = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
    name: CUP,
    startDate: clubYesterday(),
    playerCount: 4,
    buyIn: 0,
    status: "active",
    tournamentType: "single_elimination",
    selectedPlayerIds: ids,
    // The draw's first two lines meet in the first semifinal.
    manualBracketPositions: Object.fromEntries(ids.map((id, at) => [String(at), id])),
  });
  await call(admin, "POST", `/api/tournaments/${cup.id}/generate-matches`);
  const matches = await call<WireMatch[]>(admin, "GET", `/api/tournaments/${cup.id}/matches`);
  const theirs = matches.find(
    (m) =>
      (m.player1Id === reporterId && m.player2Id === disputerId) ||
      (m.player1Id === disputerId && m.player2Id === reporterId),
  );
  if (theirs?.stage !== "semifinal") {
    throw new Error(`${REPORTER} and ${DISPUTER} do not meet in a semifinal: ${JSON.stringify(matches)}`);
  }
  return { reporterId, disputerId, tournamentId: cup.id };
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

/** The reporter records that they won 6-4, 6-3, from their page with the phone form. */
async function recordResult(page: Page) {
  const match = page
    .getByRole("list", { name: "Mis próximos partidos" })
    .getByRole("listitem")
    .filter({ hasText: CUP });
  await see(match, `vs. ${DISPUTER}`);
  await match.getByRole("button", { name: "Anotar resultado" }).click();
  const dialog = page.getByRole("dialog", { name: "Anotar el resultado" });
  await dialog.getByRole("radio", { name: REPORTER }).check();
  await see(dialog, "¿Cómo terminó?");
  // Each set starts at 6-0 for the winner.
  await tap(dialog, `${DISPUTER}, Set 1: uno más`, 4);
  await tap(dialog, `${DISPUTER}, Set 2: uno más`, 3);
  await see(dialog, REPORTED);
  await snap(page, "form-report", { whole: false });
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado anotado");
  const mine = page.getByRole("region", { name: "Mis resultados" });
  await see(mine, REPORTED);
  await see(mine, "Sin confirmar");
  await snap(page, "reporter-awaiting");
}

/** The match of the two in the tournament's schedule. */
function scheduleRow(page: Page): Locator {
  return page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: REPORTER }) })
    .filter({ has: page.getByRole("link", { name: DISPUTER }) });
}

/** Where a player's trophy would be: the side of the row that names them. */
function sideOf(row: Locator, name: string): Locator {
  return row.locator("span").filter({ has: row.page().getByRole("link", { name }) });
}

/** Waits until the row's trophy is on `winner`'s side, and fails if `loser` has one. */
async function wonBy(row: Locator, winner: string, loser: string) {
  await sideOf(row, winner).getByRole("img", { name: "Ganador" }).first().waitFor({ timeout: TIMEOUT });
  if ((await sideOf(row, loser).getByRole("img", { name: "Ganador" }).count()) > 0) {
    throw new Error(`the schedule names ${loser} the winner too`);
  }
}

/** As the public sees it: the reported result, won by the reporter, with its mark. */
async function publicSeesReport(page: Page, tournamentId: number, mark: string, name: string) {
  await page.goto(`/tournament/${tournamentId}`);
  const header = page.locator("main header").filter({ has: page.getByRole("heading", { name: CUP }) });
  await see(header, "Activo");
  const row = scheduleRow(page);
  await row.getByRole("img", { name: "Jugado" }).waitFor({ timeout: TIMEOUT });
  await see(row, "6-4, 6-3");
  await wonBy(row, REPORTER, DISPUTER);
  await see(row, mark);
  await snap(page, name);
}

/**
 * The disputer's page, open since they signed in, shows the result to confirm; they dispute
 * it with a reason and their own score, entered with the result's steppers.
 */
async function dispute(page: Page) {
  const section = page.getByRole("region", { name: "Confirmar o disputar" });
  const item = section.getByRole("listitem").filter({ hasText: CUP });
  await see(item, `${REPORTER} anotó: ${REPORTED}`);
  await see(item, /^Se confirma solo el .+$/);
  await snap(page, "to-confirm");
  await item.getByRole("button", { name: "Disputar" }).click();

  const dialog = page.getByRole("dialog", { name: "Disputar el resultado" });
  await see(dialog, `${REPORTER} anotó: ${REPORTED}`);
  await see(dialog, "El resultado sigue contando hasta que la administración del club lo resuelva.");
  await dialog.getByRole("textbox", { name: "¿Qué está mal?" }).fill(REASON);
  await see(dialog, `${[...REASON].length}/500 caracteres`);

  // The disputer's own score: the form starts from the one reported.
  const add = dialog.getByRole("button", { name: "Añadir mi marcador" });
  await dialog
    .getByRole("button", { name: "Añadir mi marcador", pressed: false })
    .waitFor({ timeout: TIMEOUT });
  await add.click();
  await dialog
    .getByRole("button", { name: "Añadir mi marcador", pressed: true })
    .waitFor({ timeout: TIMEOUT });
  await see(dialog, "¿Quién ganó?");
  const reporterWon = dialog.getByRole("radio", { name: REPORTER });
  if (!(await reporterWon.isChecked())) {
    throw new Error("the disputer's score does not start from the report");
  }
  const reading = dialog.getByTestId("result-reading");
  await see(reading, REPORTED);
  // The disputer won: the sets stay from the winner's side, 6-4, 6-3; set 2 went to 7-5.
  await dialog.getByRole("radio", { name: DISPUTER }).check();
  await see(reading, `${DISPUTER} ganó 6-4, 6-3`);
  await tap(dialog, `${DISPUTER}, Set 2: uno más`, 1);
  await tap(dialog, `${REPORTER}, Set 2: uno más`, 2);
  await see(reading, VERSION);
  await snap(page, "dispute-form", { whole: false });

  await dialog.getByRole("button", { name: "Disputar" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado disputado: la administración del club lo resuelve");
  await section.waitFor({ state: "detached", timeout: TIMEOUT });
  const mine = page.getByRole("region", { name: "Mis resultados" });
  // The reported result still counts while the club settles it.
  await see(mine, REPORTED);
  await see(mine, "En disputa");
  await see(mine, "En disputa: la administración del club lo resuelve");
  await snap(page, "disputer-disputed");
}

/**
 * The admin's Disputas tab shows both versions, the report and the dispute with its reason;
 * one tap on "Aceptar la disputa" settles it, and the queue empties.
 */
async function settle(admin: Page) {
  await admin.goto("/admin?tab=disputes");
  await see(admin, "Resultados que le esperan");
  const card = admin.getByRole("listitem").filter({ hasText: REASON });
  await see(card, "En disputa");
  await see(card, `${CUP} · Semana 1 · Semifinales`);
  await see(card, `${REPORTER} vs. ${DISPUTER}`);
  const report = card.getByRole("region", { name: "Reportado" });
  await see(report, REPORTED);
  await see(report, `Anotado por ${REPORTER}`);
  const version = card.getByRole("region", { name: "Disputa" });
  await see(version, VERSION);
  await see(version, `${DISPUTER} lo disputa`);
  await see(version, REASON);
  await absent(card, "Sin marcador", "a dispute that carries a score");
  await snap(admin, "disputes-tab");

  const accept = card.getByRole("button", { name: "Aceptar la disputa" });
  if (await accept.isDisabled()) throw new Error("«Aceptar la disputa» is off for a dispute with a score");
  await accept.click();
  await see(admin, "Disputa aceptada");
  await see(admin, "No hay resultados esperándole");
  await snap(admin, "disputes-settled");
}

/**
 * As the public sees it once settled (the page read again): the disputer won 6-4, 7-5, with no
 * mark, and plays the final.
 */
async function publicSeesSettled(page: Page, tournamentId: number) {
  await page.goto(`/tournament/${tournamentId}`);
  const row = scheduleRow(page);
  await row.getByRole("img", { name: "Jugado" }).waitFor({ timeout: TIMEOUT });
  await see(row, "6-4, 7-5");
  await wonBy(row, DISPUTER, REPORTER);
  await absent(row, "6-4, 6-3", "the schedule's row of the settled match");
  await absent(row, "En disputa", "the schedule's row of the settled match");
  await absent(row, "Sin confirmar", "the schedule's row of the settled match");
  await snap(page, "schedule-settled");

  // The final, in week 2: the disputer plays it.
  const week2 = page.getByRole("region", { name: /^Semana 2/ });
  await week2.scrollIntoViewIfNeeded();
  await week2
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: DISPUTER }) })
    .waitFor({ timeout: TIMEOUT });
  if ((await week2.getByRole("link", { name: REPORTER }).count()) > 0) {
    throw new Error(`${REPORTER} still plays the final after the club gave the semifinal to ${DISPUTER}`);
  }
  // A whole-page photograph from the top, so the sticky bar stays where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "schedule-final");
}

/** The whole journey, on its own server with an empty club. */
export async function settleJourney(browser: Browser) {
  const server = await startServer({ port: 18115, empty: true });
  const adminContext = await phone(browser, server);
  const admin = await adminContext.newPage();
  const phones: BrowserContext[] = [];
  try {
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const { reporterId, disputerId, tournamentId } = await seedClub(adminContext);

    const reporterPhone = await phone(browser, server);
    const disputerPhone = await phone(browser, server);
    const visitorPhone = await phone(browser, server);
    phones.push(reporterPhone, disputerPhone, visitorPhone);
    const reporter = await reporterPhone.newPage();
    const disputer = await disputerPhone.newPage();
    const visitor = await visitorPhone.newPage();
    await signIn(adminContext, reporter, reporterId);
    await signIn(adminContext, disputer, disputerId);

    await recordResult(reporter);
    await publicSeesReport(visitor, tournamentId, "Sin confirmar", "schedule-awaiting");
    await dispute(disputer);
    await see(reporter, "Su rival lo disputó: la administración del club lo resuelve");
    await snap(reporter, "reporter-disputed");
    await publicSeesReport(visitor, tournamentId, "En disputa", "schedule-disputed");

    await settle(admin);
    // Settled: neither phone shows it as open any more.
    await gone(disputer, "En disputa");
    await gone(reporter, "Su rival lo disputó: la administración del club lo resuelve");
    await snap(disputer, "disputer-settled");
    await publicSeesSettled(visitor, tournamentId);
  } catch (error) {
    await admin.screenshot({ path: `${shots}settle-failure-admin.png` }).catch(() => undefined);
    for (const [index, context] of phones.entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}settle-failure-phone${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of phones) await context.close();
    await adminContext.close();
    await server.stop();
  }
}
