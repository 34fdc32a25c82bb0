/**
 * A walkover claimed by a player (docs/rules.md#results-by-the-players), in Spanish, on two
 * phones and a visitor's, in a real Chromium against the real binary on an empty club: an
 * 8-player hybrid (two groups of four) started yesterday, in which two members of Group A meet.
 * The first records the match as a walkover ("W.O.") from their page with the phone form: it is
 * a claim, which counts nowhere. The public tournament page says "W.O. reclamado por …" on the
 * match, shows no winner and no score, and Group A's table has not moved (nobody has points, no
 * match played). The opponent's page shows the claim under "Confirmar o disputar"; the opponent
 * confirms it, and the tournament page, read again, counts the walkover: the claim's note is
 * gone, the match shows "W.O." with its winner, and the table gives the winner their 3 points.
 * Every screen is checked for its width (390 px), with axe-core and for English, and
 * photographed into e2e/screenshots/claims-*-390.png.
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

const CLAIMANT = "María José Solano Villalobos";
const OPPONENT = "Ana Lucía Rojas Quesada";
/** Group A's other two players, then Group B. */
const OTHERS = [
  "Sofía Jiménez Araya",
  "Valeria Núñez Chacón",
  "Daniela Méndez Alfaro",
  "Gabriela Ramírez Cordero",
  "Mariana Vargas Solís",
  "Andrea Castro Zúñiga",
];
const CUP = "Copa Damas de Noviembre";
const GROUP = "Grupo A";
const CLAIM = `W.O. reclamado por ${CLAIMANT}`;
const READING = `${CLAIMANT} ganó por W.O. (W.O.)`;

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
  await fitsWidth(page, `claims ${name}`);
  try {
    await expectNoEnglish(page, `claims ${name}`);
    await checkAccessibility(page, `claims ${name}`);
  } finally {
    await photograph(page, {
      path: `${shots}claims-${name}-${page.viewportSize()?.width ?? 0}.png`,
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
 * The club: eight players and a hybrid of two groups that started yesterday, the claimant and
 * the opponent in Group A. Answers their ids and the tournament's.
 */
async function seedClub(admin: BrowserContext) {
  const ids: number[] = [];
  for (const name of [CLAIMANT, OPPONENT, ...OTHERS]) {
    ids.push((await call<{ id: number }>(admin, "POST", "/api/players", { name })).id);
  }
  const [claimantId = 0, opponentId = 0, ...others] = ids;
  // Positions 0-3 are Group A, 4-7 Group B; the claimant and the opponent meet in week 1.
  const positions = [claimantId, others[0], others[1], opponentId, ...others.slice(2)];
  const cup = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
    name: CUP,
    startDate: clubYesterday(),
    playerCount: 8,
    buyIn: 0,
    status: "active",
    tournamentType: "hybrid",
    selectedPlayerIds: ids,
    manualBracketPositions: Object.fromEntries(positions.map((id, at) => [String(at), id])),
  });
  await call(admin, "POST", `/api/tournaments/${cup.id}/generate-matches`);
  const matches = await call<WireMatch[]>(admin, "GET", `/api/tournaments/${cup.id}/matches`);
  const theirs = matches.find(
    (m) =>
      m.stage === "group" &&
      ((m.player1Id === claimantId && m.player2Id === opponentId) ||
        (m.player1Id === opponentId && m.player2Id === claimantId)),
  );
  if (!theirs) throw new Error(`${CLAIMANT} and ${OPPONENT} do not meet in ${CUP}`);
  return { claimantId, opponentId, tournamentId: cup.id };
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

/** The claimant's match against the opponent in "Mis próximos partidos". */
function nextMatch(page: Page): Locator {
  return page
    .getByRole("list", { name: "Mis próximos partidos" })
    .getByRole("listitem")
    .filter({ hasText: CUP })
    .filter({ hasText: `vs. ${OPPONENT}` });
}

/** The claimant records the match as a walkover from their page, with the phone form. */
async function claimWalkover(page: Page) {
  const match = nextMatch(page);
  await match.getByRole("button", { name: "Anotar resultado" }).click();
  const dialog = page.getByRole("dialog", { name: "Anotar el resultado" });
  await see(dialog, "¿Quién ganó?");
  await dialog.getByRole("radio", { name: CLAIMANT }).check();
  await see(dialog, "¿Cómo terminó?");
  // The endings are tiles: the radio inside each is for screen readers, the tile for the thumb.
  await dialog
    .locator("label")
    .filter({ hasText: /^W\.O\.$/ })
    .click();
  if (!(await dialog.getByRole("radio", { name: "W.O." }).isChecked())) {
    throw new Error("the W.O. tile did not choose the walkover");
  }
  await see(dialog, `${CLAIMANT} gana sin jugar: cuenta 6-0, 6-0.`);
  await see(dialog, READING);
  // A walkover has no sets to enter.
  if ((await dialog.getByRole("group", { name: `${CLAIMANT}, Set 1` }).count()) > 0) {
    throw new Error("the walkover form still asks for the sets");
  }
  await snap(page, "form-walkover", { whole: false });
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado anotado");

  // The match is still to play, with the claim said instead of the form.
  await see(match, CLAIM);
  if ((await match.getByRole("button", { name: "Anotar resultado" }).count()) > 0) {
    throw new Error("a claimed match still offers the result form");
  }
  // The claimant's open results: the claim, how long the opponent has, and its withdrawal.
  const mine = page.getByRole("region", { name: "Mis resultados" });
  await see(mine, CLAIM);
  await see(mine, /^Su rival tiene hasta el .+ para confirmarlo$/);
  await mine.getByRole("button", { name: "Retirar reclamo" }).waitFor({ timeout: TIMEOUT });
  await absent(mine, "Sin confirmar", "a claim (it is no result)");
  await snap(page, "claimant-claimed");
}

/** Group A's table on the Cuadro tab. */
function groupCard(page: Page): Locator {
  return page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: GROUP, exact: true }) })
    .filter({ has: page.getByRole("table") })
    .last();
}

/** A player's points in Group A's table. */
async function pointsOf(page: Page, name: string): Promise<string> {
  const row = groupCard(page).getByRole("row").filter({ hasText: name });
  return ((await row.getByRole("cell").nth(1).textContent()) ?? "").trim();
}

/** Waits until the player's points in Group A's table are `points`. */
async function expectPoints(page: Page, name: string, points: string) {
  const deadline = Date.now() + TIMEOUT;
  let shown = await pointsOf(page, name);
  while (shown !== points && Date.now() < deadline) {
    await page.waitForTimeout(200);
    shown = await pointsOf(page, name);
  }
  if (shown !== points) throw new Error(`${GROUP}'s table gives ${name} ${shown} points, not ${points}`);
}

/** The match of the two in the tournament's schedule. */
function scheduleRow(page: Page): Locator {
  return page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: CLAIMANT }) })
    .filter({ has: page.getByRole("link", { name: OPPONENT }) });
}

/** Where a player's trophy would be: the side of the row that names them. */
function sideOf(row: Locator, name: string): Locator {
  return row.locator("span").filter({ has: row.page().getByRole("link", { name }) });
}

/**
 * As the public sees it, with the claim standing: the match says it is claimed, with no score
 * and no winner, and Group A's table has not moved.
 */
async function publicSeesClaim(page: Page, tournamentId: number) {
  await page.goto(`/tournament/${tournamentId}`);
  const header = page.locator("main header").filter({ has: page.getByRole("heading", { name: CUP }) });
  await see(header, "Activo");
  const row = scheduleRow(page);
  await see(row, CLAIM);
  await row.getByRole("img", { name: "Sin jugar todavía" }).waitFor({ timeout: TIMEOUT });
  if ((await row.getByRole("img", { name: "Ganador" }).count()) > 0) {
    throw new Error("the schedule names a winner for a walkover only claimed");
  }
  await absent(row, /^W\.O\.$/, "the schedule's row of a claimed match");
  await absent(row, "Sin confirmar", "the schedule's row of a claimed match");
  await snap(page, "schedule-claimed");

  await page.getByRole("tab", { name: "Cuadro" }).click();
  await see(page, "Cuadro del torneo");
  const card = groupCard(page);
  await see(card, "0 de 6 partidos jugados");
  await expectPoints(page, CLAIMANT, "0");
  await expectPoints(page, OPPONENT, "0");
  await absent(page.getByRole("tabpanel"), CLAIM, "the group table");
  await snap(page, "group-claimed");
}

/** The opponent's page, open since they signed in, shows the claim to confirm; they confirm it. */
async function confirmClaim(page: Page) {
  const section = page.getByRole("region", { name: "Confirmar o disputar" });
  const item = section.getByRole("listitem").filter({ hasText: CUP });
  await see(item, CLAIM);
  await see(item, /^Un W\.O\. pasa a la administración del club el .+$/);
  await item.getByRole("button", { name: "Disputar" }).waitFor({ timeout: TIMEOUT });
  await snap(page, "to-confirm");
  await item.getByRole("button", { name: "Confirmar" }).click();
  await see(page, "Resultado confirmado");
  await section.waitFor({ state: "detached", timeout: TIMEOUT });
  // The match is played now: it leaves the opponent's matches to play.
  await page
    .getByRole("list", { name: "Mis próximos partidos" })
    .getByRole("listitem")
    .filter({ hasText: `vs. ${CLAIMANT}` })
    .first()
    .waitFor({ state: "detached", timeout: TIMEOUT });
  await snap(page, "opponent-confirmed");
}

/**
 * As the public sees it once confirmed (the page read again): the claim's note is gone, the
 * match is played, a walkover won by the claimant, and Group A's table counts it.
 */
async function publicSeesWalkover(page: Page, tournamentId: number) {
  await page.goto(`/tournament/${tournamentId}`);
  const row = scheduleRow(page);
  await row.getByRole("img", { name: "Jugado" }).waitFor({ timeout: TIMEOUT });
  await absent(row, CLAIM, "the schedule's row of a confirmed walkover");
  await see(row, /^W\.O\.$/);
  await sideOf(row, CLAIMANT).getByRole("img", { name: "Ganador" }).first().waitFor({ timeout: TIMEOUT });
  if ((await sideOf(row, OPPONENT).getByRole("img", { name: "Ganador" }).count()) > 0) {
    throw new Error(`the schedule names ${OPPONENT} the winner of a walkover ${CLAIMANT} won`);
  }
  await absent(row, "Sin confirmar", "the schedule's row of a confirmed walkover");
  await snap(page, "schedule-walkover");

  await page.getByRole("tab", { name: "Cuadro" }).click();
  await see(page, "Cuadro del torneo");
  const card = groupCard(page);
  await see(card, "1 de 6 partidos jugados");
  await expectPoints(page, CLAIMANT, "3");
  await expectPoints(page, OPPONENT, "0");
  // The claimant leads the group now.
  const first = card.getByRole("row").nth(1);
  await see(first, CLAIMANT);
  await snap(page, "group-walkover");
}

/** The whole journey, on its own server with an empty club. */
export async function claimsJourney(browser: Browser) {
  const server = await startServer({ port: 18114, empty: true });
  const adminContext = await phone(browser, server);
  const phones: BrowserContext[] = [];
  try {
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const { claimantId, opponentId, tournamentId } = await seedClub(adminContext);

    const claimantPhone = await phone(browser, server);
    const opponentPhone = await phone(browser, server);
    const visitorPhone = await phone(browser, server);
    phones.push(claimantPhone, opponentPhone, visitorPhone);
    const claimant = await claimantPhone.newPage();
    const opponent = await opponentPhone.newPage();
    const visitor = await visitorPhone.newPage();
    await signIn(adminContext, claimant, claimantId);
    await signIn(adminContext, opponent, opponentId);
    await see(nextMatch(claimant), "Anotar resultado");
    await snap(claimant, "claimant-before");

    await claimWalkover(claimant);
    await publicSeesClaim(visitor, tournamentId);
    await confirmClaim(opponent);
    // The claimant's page follows: the claim is settled, nothing left to withdraw.
    await gone(claimant, "Retirar reclamo");
    await publicSeesWalkover(visitor, tournamentId);
  } catch (error) {
    for (const [index, context] of phones.entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}claims-failure-phone${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of phones) await context.close();
    await adminContext.close();
    await server.stop();
  }
}
