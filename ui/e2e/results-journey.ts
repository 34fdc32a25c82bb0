/**
 * Results by the players (docs/rules.md#results-by-the-players), in Spanish, on two phones, in a
 * real Chromium against the real binary on an empty club: two members who share a match in
 * each of two tournaments sign in with the links the admin made. The winner records the first
 * result from their page with the phone form (the winner tapped, set by set with the steppers, a
 * set turned round, a match tiebreak), read back from the winner's side before saving; the
 * opponent's page, open all along, shows it under "Confirmar o disputar" with no reload, and the
 * opponent confirms it. The second result is disputed with a reason; the admin sees both versions
 * in the console's Disputes tab, reads the match's history and records the right result, which
 * empties the queue and settles it on both phones. In a third tournament the winner records a
 * result and corrects it while the opponent's page, loaded before the correction, still shows
 * the first score: the opponent's Confirmar names that first version, so the page says the
 * score changed beside the button and shows the new one, and the second Confirmar confirms it.
 * Every screen is checked for its width (390 px), with axe-core and for English, and
 * photographed into e2e/screenshots/results-*-390.png.
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

const WINNER = "Adriana Solano";
const OPPONENT = "Bruno Campos";
const OTHERS = ["Carla Méndez", "Daniel Rojas"];
const FIRST_CUP = "Copa de Socios";
const SECOND_CUP = "Copa Nocturna";
const THIRD_CUP = "Copa Mañanera";
const REASON = "Yo gané el primer set 6-4; el marcador está al revés.";

/** Waits until the text has left the screen. */
async function gone(scope: Page | Locator, text: string | RegExp) {
  await scope
    .getByText(text)
    .filter({ visible: true })
    .first()
    .waitFor({ state: "hidden", timeout: TIMEOUT });
}

/** Checks a screen (width, axe, no English) and photographs it. */
async function snap(page: Page, name: string, { whole = true } = {}) {
  await fitsWidth(page, `results ${name}`);
  try {
    await expectNoEnglish(page, `results ${name}`);
    await checkAccessibility(page, `results ${name}`);
  } finally {
    await photograph(page, {
      path: `${shots}results-${name}-${page.viewportSize()?.width ?? 0}.png`,
      fullPage: whole,
    });
  }
}

/** Today at the club (UTC-6), as yyyy-mm-dd. */
function clubToday(): string {
  return new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
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
  player1Id: number | null;
  player2Id: number | null;
}

/**
 * The club: four players, and three single-elimination draws this week in which the winner and
 * the opponent meet in the first round. Answers their ids and the three matches.
 */
async function seedClub(admin: BrowserContext) {
  const ids: Record<string, number> = {};
  for (const name of [WINNER, OPPONENT, ...OTHERS]) {
    ids[name] = (await call<{ id: number }>(admin, "POST", "/api/players", { name })).id;
  }
  const winnerId = ids[WINNER] ?? 0;
  const opponentId = ids[OPPONENT] ?? 0;
  const shared: WireMatch[] = [];
  for (const name of [FIRST_CUP, SECOND_CUP, THIRD_CUP]) {
    const draw = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
      name,
      startDate: clubToday(),
      playerCount: 4,
      buyIn: 0,
      status: "active",
      tournamentType: "single_elimination",
      selectedPlayerIds: [winnerId, ...OTHERS.map((other) => ids[other]), opponentId],
      // The two members meet in the first round: the draw's first two lines.
      manualBracketPositions: {
        "0": winnerId,
        "1": opponentId,
        "2": ids[OTHERS[0] ?? ""],
        "3": ids[OTHERS[1] ?? ""],
      },
    });
    await call(admin, "POST", `/api/tournaments/${draw.id}/generate-matches`);
    const matches = await call<WireMatch[]>(admin, "GET", `/api/tournaments/${draw.id}/matches`);
    const theirs = matches.find(
      (m) =>
        (m.player1Id === winnerId && m.player2Id === opponentId) ||
        (m.player1Id === opponentId && m.player2Id === winnerId),
    );
    if (!theirs) throw new Error(`${WINNER} and ${OPPONENT} do not meet in ${name}`);
    shared.push(theirs);
  }
  return { winnerId, opponentId, shared };
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

/** Counts the page's loads from now on: the opponent's page must follow with none. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => (loads += 1));
  return () => loads;
}

/** Taps a stepper's button `times` times. */
async function tap(dialog: Locator, name: string, times: number) {
  const button = dialog.getByRole("button", { name });
  for (let i = 0; i < times; i += 1) await button.click();
}

/** The winner records 6-4, 3-6, 10-8 from their page with the phone form. */
async function recordFirst(page: Page) {
  const match = page
    .getByRole("list", { name: "Mis próximos partidos" })
    .getByRole("listitem")
    .filter({ hasText: FIRST_CUP });
  await match.getByRole("button", { name: "Anotar resultado" }).click();
  const dialog = page.getByRole("dialog", { name: "Anotar el resultado" });
  await see(dialog, "¿Quién ganó?");
  await snap(page, "form-empty", { whole: false });
  await dialog.getByRole("radio", { name: WINNER }).check();
  await see(dialog, "¿Cómo terminó?");
  // Set 1: 6-0 to start, four games to the opponent.
  await tap(dialog, `${OPPONENT}, Set 1: uno más`, 4);
  // Set 2: the opponent won it 6-3: three games, then turned round.
  await tap(dialog, `${OPPONENT}, Set 2: uno más`, 3);
  await dialog.getByRole("button", { name: "Invertir los games del Set 2" }).click();
  // The third set was a match tiebreak, 10-8.
  await dialog.getByRole("checkbox", { name: "El tercer set se jugó a 10 puntos" }).check();
  await tap(dialog, `${OPPONENT}, Tercer set a 10 puntos: uno más`, 8);
  await see(dialog, `${WINNER} ganó 6-4, 3-6, 10-8`);
  await snap(page, "form-filled", { whole: false });
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado anotado");
  const mine = page.getByRole("region", { name: "Mis resultados" });
  await see(mine, `${WINNER} ganó 6-4, 3-6, 10-8`);
  await see(mine, "Sin confirmar");
  await snap(page, "winner-awaiting");
}

/** The winner records 6-2, 6-2 in the second cup. */
async function recordSecond(page: Page) {
  const match = page
    .getByRole("list", { name: "Mis próximos partidos" })
    .getByRole("listitem")
    .filter({ hasText: SECOND_CUP });
  await match.getByRole("button", { name: "Anotar resultado" }).click();
  const dialog = page.getByRole("dialog", { name: "Anotar el resultado" });
  await dialog.getByRole("radio", { name: WINNER }).check();
  await tap(dialog, `${OPPONENT}, Set 1: uno más`, 2);
  await tap(dialog, `${OPPONENT}, Set 2: uno más`, 2);
  await see(dialog, `${WINNER} ganó 6-2, 6-2`);
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado anotado");
}

/** The opponent's page, never reloaded, shows the result to confirm; the opponent confirms it. */
async function confirmFirst(page: Page, loads: () => number) {
  const section = page.getByRole("region", { name: "Confirmar o disputar" });
  await see(section, `${WINNER} anotó: ${WINNER} ganó 6-4, 3-6, 10-8`);
  if (loads() !== 0) throw new Error(`the opponent's page loaded ${loads()} times to show the result`);
  await snap(page, "to-confirm");
  await section.getByRole("button", { name: "Confirmar" }).click();
  await see(page, "Resultado confirmado");
  await section.waitFor({ state: "detached", timeout: TIMEOUT });
}

/** The opponent disputes the second result, with a reason. */
async function disputeSecond(page: Page, loads: () => number) {
  const section = page.getByRole("region", { name: "Confirmar o disputar" });
  await see(section, `${WINNER} anotó: ${WINNER} ganó 6-2, 6-2`);
  if (loads() !== 0) throw new Error(`the opponent's page loaded ${loads()} times to show the result`);
  await section.getByRole("button", { name: "Disputar" }).click();
  const dialog = page.getByRole("dialog", { name: "Disputar el resultado" });
  await dialog.getByRole("button", { name: "Disputar" }).click();
  await see(dialog, "Diga qué está mal en el resultado.");
  await dialog.getByRole("textbox", { name: "¿Qué está mal?" }).fill(REASON);
  await see(dialog, `${[...REASON].length}/500 caracteres`);
  await snap(page, "dispute", { whole: false });
  await dialog.getByRole("button", { name: "Disputar" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado disputado: la administración del club lo resuelve");
  const mine = page.getByRole("region", { name: "Mis resultados" });
  await see(mine, "En disputa");
  await snap(page, "opponent-disputed");
}

/** The winner records 6-2, 6-2 in the third cup. */
async function recordThird(page: Page) {
  const match = page
    .getByRole("list", { name: "Mis próximos partidos" })
    .getByRole("listitem")
    .filter({ hasText: THIRD_CUP });
  await match.getByRole("button", { name: "Anotar resultado" }).click();
  const dialog = page.getByRole("dialog", { name: "Anotar el resultado" });
  await dialog.getByRole("radio", { name: WINNER }).check();
  await tap(dialog, `${OPPONENT}, Set 1: uno más`, 2);
  await tap(dialog, `${OPPONENT}, Set 2: uno más`, 2);
  await see(dialog, `${WINNER} ganó 6-2, 6-2`);
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado anotado");
}

/**
 * The opponent's page, opened now with its live updates held back (a phone whose connection
 * dropped them): it shows the third cup's result as first recorded. Answers the page.
 */
async function openBeforeCorrection(opponentPhone: BrowserContext): Promise<Page> {
  const page = await opponentPhone.newPage();
  await page.route(/\/api\/events(\?|$)/, (route) => route.abort());
  await page.goto("/me");
  const section = page.getByRole("region", { name: "Confirmar o disputar" });
  await see(section, `${WINNER} anotó: ${WINNER} ganó 6-2, 6-2`);
  return page;
}

/** The winner corrects the third cup's result to 6-2, 7-5 (a PATCH of the match) from their page. */
async function correctThird(page: Page) {
  const mine = page
    .getByRole("region", { name: "Mis resultados" })
    .getByRole("listitem")
    .filter({ hasText: THIRD_CUP });
  await see(mine, `${WINNER} ganó 6-2, 6-2`);
  await mine.getByRole("button", { name: "Corregir" }).click();
  const dialog = page.getByRole("dialog", { name: "Corregir el resultado" });
  await see(dialog, `${WINNER} ganó 6-2, 6-2`);
  // Set 2 went to 7-5: three more games to the opponent, one more to the winner.
  await tap(dialog, `${OPPONENT}, Set 2: uno más`, 3);
  await tap(dialog, `${WINNER}, Set 2: uno más`, 1);
  await see(dialog, `${WINNER} ganó 6-2, 7-5`);
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Resultado corregido");
  await see(mine, `${WINNER} ganó 6-2, 7-5`);
}

/**
 * The opponent confirms the score their page shows, which was corrected since: the page says
 * so where they tapped, with the new score, and the second Confirmar confirms the new one.
 */
async function confirmAfterCorrection(page: Page) {
  const section = page.getByRole("region", { name: "Confirmar o disputar" });
  const item = section.getByRole("listitem").filter({ hasText: THIRD_CUP });
  await see(item, `${WINNER} anotó: ${WINNER} ganó 6-2, 6-2`);
  await item.getByRole("button", { name: "Confirmar" }).click();
  await see(item.getByRole("status"), "El marcador cambió: revise el nuevo.");
  await see(item, `${WINNER} anotó: ${WINNER} ganó 6-2, 7-5`);
  await gone(item, `${WINNER} ganó 6-2, 6-2`);
  await snap(page, "score-changed");
  await item.getByRole("button", { name: "Confirmar" }).click();
  await see(page, "Resultado confirmado");
  await section.waitFor({ state: "detached", timeout: TIMEOUT });
  await snap(page, "score-changed-confirmed");
}

/** The admin reads both versions and the history, then records the right result. */
async function settle(admin: Page, match: WireMatch, winnerId: number) {
  await admin.goto("/admin?tab=disputes");
  await see(admin, "Resultados que le esperan");
  const card = admin.getByRole("listitem").filter({ hasText: REASON });
  await see(card, `Anotado por ${WINNER}`);
  await see(card, `${WINNER} ganó 6-2, 6-2`);
  await see(card, `${OPPONENT} lo disputa`);
  await snap(admin, "disputes-tab");

  await card.getByRole("button", { name: "Historial" }).click();
  const history = admin.getByRole("dialog", { name: "Historial del resultado" });
  await see(history, `Disputado · ${OPPONENT}`);
  await see(history, `Anotado · ${WINNER}`);
  await see(history, `motivo: «${REASON}»`);
  await snap(admin, "history", { whole: false });
  await history.getByRole("button", { name: "Cerrar" }).first().click();
  await history.waitFor({ state: "detached", timeout: TIMEOUT });

  await card.getByRole("button", { name: "Registrar otro" }).click();
  const dialog = admin.getByRole("dialog", { name: "Editar marcador" });
  await dialog.getByRole("radio", { name: OPPONENT }).check();
  // The admin types the score from player 1's side.
  const score = match.player1Id === winnerId ? "4-6, 2-6" : "6-4, 6-2";
  const field = dialog.getByRole("textbox", { name: "Marcador" });
  await field.fill(score);
  await see(dialog, score);
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(admin, "No hay resultados esperándole");
  await snap(admin, "disputes-settled");
}

/** The whole journey, on its own server with an empty club. */
export async function resultsJourney(browser: Browser) {
  const server = await startServer({ port: 18105, empty: true });
  const adminContext = await phone(browser, server);
  const admin = await adminContext.newPage();
  const phones: BrowserContext[] = [];
  try {
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const { winnerId, opponentId, shared } = await seedClub(adminContext);

    const winnerPhone = await phone(browser, server);
    const opponentPhone = await phone(browser, server);
    phones.push(winnerPhone, opponentPhone);
    const winner = await winnerPhone.newPage();
    const opponent = await opponentPhone.newPage();
    await signIn(adminContext, winner, winnerId);
    await signIn(adminContext, opponent, opponentId);
    await see(opponent, `vs. ${WINNER}`);
    const loads = countLoads(opponent);

    await recordFirst(winner);
    await confirmFirst(opponent, loads);
    // The winner's page follows too: the result no longer awaits.
    await gone(winner, "Sin confirmar");

    await recordSecond(winner);
    await disputeSecond(opponent, loads);
    await see(winner, "Su rival lo disputó: la administración del club lo resuelve");
    await snap(winner, "winner-disputed");

    const second = shared[1];
    if (!second) throw new Error("no second match");
    await settle(admin, second, winnerId);
    // Settled: neither phone shows it as open any more.
    await gone(opponent, "En disputa");
    await gone(winner, "En disputa");
    await snap(opponent, "opponent-settled");

    // A correction the opponent's page has not seen: only the new page shows the opponent now.
    await opponent.close();
    await recordThird(winner);
    const stale = await openBeforeCorrection(opponentPhone);
    await correctThird(winner);
    await confirmAfterCorrection(stale);
    // The winner's page follows: the result is confirmed, no longer awaiting.
    await gone(winner, "Sin confirmar");
  } catch (error) {
    await admin.screenshot({ path: `${shots}results-failure-admin.png` }).catch(() => undefined);
    for (const [index, context] of phones.entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}results-failure-phone${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of phones) await context.close();
    await adminContext.close();
    await server.stop();
  }
}
