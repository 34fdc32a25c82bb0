/**
 * The club in Spanish (issue 17), in a real Chromium against the real binary on the demo
 * club: the first paint already speaks the browser's language under the strict
 * Content-Security-Policy the server is moving to; the top bar's ES / EN switches without a
 * reload and is remembered; then every public screen and every admin tab and dialog is
 * walked in Spanish at phone size, and each fails the journey if it shows any English
 * (english-text.ts) or breaks an axe rule. The hub, a bracket, a walkover on a schedule, a
 * profile's points breakdown and the admin's Matches tab are
 * photographed into e2e/screenshots/es-*-390.png (copies are kept in docs/screenshots/).
 */
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { currentWeekOpened, seasonsFolded, seedsInBracket, SPANISH } from "./club-pages";
import { photograph, VIEWPORTS } from "./browser";
import { expectNoEnglish } from "./english-text";
import type { RunningServer } from "./server";
import { see, TIMEOUT } from "./screen";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const PHONE = VIEWPORTS[0];

/**
 * What the server will send once it drops 'unsafe-inline' for styles: the first paint must
 * need neither an inline script nor an inline style.
 */
const STRICT_CSP =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

interface Tournament {
  id: number;
  name: string;
  status: string;
  tournamentType: string;
  hasResults: boolean;
  matchesGenerated: boolean;
}

/** How the Spanish breakdown names a finish. */
const FINISH =
  /^(Campeón|Finalista|Semifinalista|Cuartofinalista|Octavos de final|Primeras rondas|Clasificado|Participación)$/;

/**
 * A walkover's score on a tournament's schedule: the server sends `outcome: "walkover"` and no
 * sets, and the Spanish list writes "W.O.". The first tournament that has one, if any.
 */
async function walkoverScore(page: Page, tournaments: Tournament[]) {
  for (const tournament of tournaments.filter((t) => t.status !== "draft")) {
    const answer = await page.request.get(`/api/tournaments/${tournament.id}/matches`);
    const matches = (await answer.json()) as { outcome: string | null }[];
    if (!matches.some((match) => match.outcome === "walkover")) continue;
    await page.goto(`/tournament/${tournament.id}`);
    await see(page, tournament.name);
    await see(page, /^W\.O\.$/);
    await spanish(page, `${tournament.name}: a walkover`);
    await page
      .getByText(/^W\.O\.$/)
      .first()
      .scrollIntoViewIfNeeded();
    await photograph(page, { path: `${shots}es-walkover-${PHONE.width}.png` });
    return;
  }
  throw new Error("the club has no walkover to show");
}

function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole("dialog", { name: title });
}

async function closed(locator: Locator) {
  await locator.waitFor({ state: "detached", timeout: TIMEOUT });
}

/** Checks a settled screen: no English, no serious axe violation (nor any of `alsoFailing`). */
async function spanish(page: Page, what: string, alsoFailing: readonly string[] = []) {
  await checkAccessibility(page, `${what} (Spanish)`, alsoFailing);
  await expectNoEnglish(page, what);
}

/** Closes an open dialog with its close button (Escape may close a toast first). */
async function closeDialog(open: Locator) {
  await open.getByRole("button", { name: "Cerrar" }).first().click();
  await closed(open);
}

/**
 * The first visit of a Spanish browser: the page frame index.html carries is in Spanish before
 * any of the app's code runs, with the server's strict policy to come and no violation of it.
 */
async function firstPaint(browser: Browser, server: RunningServer) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl, locale: "es-CR" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() === "document") {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), "content-security-policy": STRICT_CSP },
      });
      return;
    }
    // The app's code is held back; only the language script runs, as on a slow phone.
    if (request.url().endsWith(".js") && !request.url().includes("/choose-language-")) return route.abort();
    return route.continue();
  });
  await page.goto("/rankings");
  await page.getByRole("banner").getByRole("link", { name: "Ranking general" }).waitFor({ timeout: TIMEOUT });
  await see(page.getByRole("main"), "Cargando...");
  // The ranking's title and season line, with the season the server names.
  const { current } = (await (await page.request.get("/api/seasons")).json()) as { current: string };
  await see(page.getByRole("main"), `de la temporada ${current}.`);
  if ((await page.evaluate(() => document.documentElement.lang)) !== "es") {
    throw new Error("the language script did not set <html lang> to es");
  }
  if ((await page.getByText("Overall Rankings").filter({ visible: true }).count()) > 0)
    throw new Error("the English first paint shows too");
  await expectNoEnglish(page, "the first paint");
  await photograph(page, { path: `${shots}es-first-paint-${PHONE.width}.png` });

  // A player's page: their photo and name, which the server writes into the first paint, in
  // the Spanish frame, under the same policy.
  const ranked = (await (await page.request.get("/api/rankings")).json()) as { id: number; name: string }[];
  const first = ranked[0];
  if (!first) throw new Error("the demo club has no ranked player");
  await page.goto(`/players/${first.id}`);
  await page
    .getByRole("main")
    .getByText(first.name, { exact: true })
    .waitFor({ state: "visible", timeout: TIMEOUT });
  await see(page.getByRole("main"), "Cargando...");
  await expectNoEnglish(page, "a player's first paint");
  await photograph(page, { path: `${shots}es-first-paint-player-${PHONE.width}.png` });

  // With the app's code, still under the strict policy: the hub starts and nothing is refused.
  await page.unroute("**/*");
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": STRICT_CSP },
    });
  });
  await page.goto("/");
  await see(page, "Torneos activos");
  const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  if (violations.length > 0) throw new Error(`the strict policy refused: ${violations.join(", ")}`);
  await context.close();
}

/** An English browser switches to Spanish in the top bar: at once, without a reload, remembered. */
async function switchLanguage(browser: Browser, server: RunningServer) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/");
  await see(page, "Active Tournaments");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Español" }).click();
  await see(page, "Torneos activos");
  if (!(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument))) {
    throw new Error("switching the language reloaded the page");
  }
  const state = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    stored: localStorage.getItem("tournament-hub.language"),
  }));
  if (state.lang !== "es" || state.stored !== "es")
    throw new Error(`after the switch: ${JSON.stringify(state)}`);
  await spanish(page, "the hub after the switch");

  // The choice outlasts the browser's own language on the next visit.
  await page.reload();
  await see(page, "Torneos activos");
  await page.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
  await see(page, "Active Tournaments");
  await page.reload();
  await see(page, "Active Tournaments");
  await context.close();
}

/** Every public screen and dialog, in Spanish. */
async function publicScreens(page: Page, tournaments: Tournament[]) {
  await page.goto("/");
  await see(page, "BIENVENIDOS AL");
  await see(page, /\d+ torneos?/);
  await spanish(page, "the hub");
  await photograph(page, { path: `${shots}es-hub-${PHONE.width}.png`, fullPage: true });
  // Past seasons' finished tournaments are folded; one unfolds with its champions.
  await seasonsFolded(page, SPANISH);
  await spanish(page, "the hub with a past season unfolded");

  await page.getByRole("tab", { name: "Liga" }).click();
  await page.waitForURL("**/league");
  await see(page, /Jugado|Pendiente|Todavía no hay partidos/);
  await spanish(page, "the League tab");

  // A visitor's league action asks for the league password; a wrong one is refused.
  const record = page.getByRole("button", { name: "Anotar marcador" });
  if ((await record.count()) > 0) {
    await record.first().click();
    const password = dialog(page, "Se requiere contraseña");
    await password.getByLabel("Contraseña de la liga").fill("no-es-la-clave");
    await password.getByRole("button", { name: "Desbloquear" }).click();
    await see(password, "Contraseña incorrecta");
    await spanish(page, "the league password dialog");
    await closeDialog(password);
  }

  for (const tournament of tournaments.filter((t) => t.status !== "draft")) {
    await page.goto(`/tournament/${tournament.id}`);
    await see(page, tournament.name);
    await see(page, /Semana \d+|Todavía no hay partidos programados/);
    await spanish(page, `${tournament.name}: Calendario`);
    await page.getByRole("tab", { name: "Cuadro" }).click();
    await see(page, /Cuadro del torneo|El cuadro estará disponible pronto/);
    await spanish(page, `${tournament.name}: Cuadro`);
    await page.getByRole("tab", { name: "Jugadores" }).click();
    await see(page, /\d+ pts|Todavía no hay jugadores inscritos/);
    await spanish(page, `${tournament.name}: Jugadores`);
  }

  await walkoverScore(page, tournaments);

  const live =
    tournaments.find((t) => t.status === "active" && t.tournamentType === "hybrid") ?? tournaments[0];
  if (!live) throw new Error("the club has no tournament");
  await page.goto(`/tournament/${live.id}`);
  await see(page, live.name);
  await page.getByRole("button", { name: "Ver reglamento" }).click();
  const rules = dialog(page, "Reglamento del torneo");
  await see(rules, /CAPÍTULO I/);
  await spanish(page, "the rules dialog");
  await closeDialog(rules);
  await page.getByRole("button", { name: "Progreso" }).click();
  const progress = dialog(page, "Progreso del torneo");
  await see(progress, "Preparación del torneo");
  await spanish(page, "the progress dialog");
  await closeDialog(progress);

  await page.getByRole("tab", { name: "Cuadro" }).click();
  await see(page, "Cuadro del torneo");
  // The server sends where an unknown knockout player comes from as a kind with its numbers
  // ({kind: "group_place", group: "A", place: 1}); the bracket says it in Spanish.
  await see(page, /^[1-4]\.º del Grupo [A-Z]$/);
  // Each player's seed, as the Players tab says it.
  await seedsInBracket(page, live.id, SPANISH);
  await photograph(page, { path: `${shots}es-bracket-${PHONE.width}.png`, fullPage: true });
  const groupRow = page.locator("table button").first();
  if (await groupRow.count()) {
    await groupRow.click();
    const details = dialog(page, "Detalle de la posición");
    for (const title of ["Posición final", "Estadísticas de desempate", "Orden de desempate"]) {
      await see(details, title);
    }
    await spanish(page, "the ranking details");
    await closeDialog(details);
  }

  await page.getByRole("link", { name: "Ranking general" }).click();
  await page.waitForURL("**/rankings");
  await see(page, "Puntos totales");
  await spanish(page, "the rankings");
  await page.locator("tbody button").first().click();
  const profile = dialog(page, "Perfil del jugador");
  await see(profile, "Efectividad");
  await see(profile, "Detalle de puntos");
  // Each tournament of the breakdown comes as a finish kind (`champion`, `participation`, ...).
  await see(profile, FINISH);
  await spanish(page, "a player's profile");
  await photograph(page, { path: `${shots}es-profile-${PHONE.width}.png` });
  // The player's page and a head-to-head, in Spanish.
  await profile.getByRole("link", { name: "Ver la página del jugador" }).click();
  await page.waitForURL("**/players/*");
  await see(page, "Historial de partidos");
  await see(page, /Mostrando \d+ de \d+ partidos/);
  // The player's page keeps its headings in order too.
  await spanish(page, "a player's page", ["heading-order"]);
  await photograph(page, { path: `${shots}es-player-page-${PHONE.width}.png`, fullPage: true });
  const opponent = (await page.locator("main li a[href^='/players/']").first().textContent()) ?? "";
  const rival = page.getByRole("combobox", { name: "Comparar con…" });
  await rival.locator("option", { hasText: opponent }).waitFor({ state: "attached", timeout: TIMEOUT });
  await rival.selectOption({ label: opponent });
  await page.getByRole("button", { name: "Comparar", exact: true }).click();
  await page.waitForURL("**/players/*/vs/*");
  await see(page, "Todos sus partidos");
  await spanish(page, "a head-to-head");
  await photograph(page, { path: `${shots}es-head-to-head-${PHONE.width}.png`, fullPage: true });
  await page.goBack();
  await page.goBack();
  await page.waitForURL("**/rankings");
  await see(page, "Puntos totales");
  const past = page.getByRole("button", { name: /^Ver el ranking de \d{4}$/ });
  if ((await past.count()) > 0) {
    await past.first().click();
    await see(page, /Puntos de torneos y de la liga, con las penalizaciones por W.O., de la temporada \d{4}/);
    await spanish(page, "a past season's rankings");
  }

  await page.getByRole("link", { name: "Reglamento" }).click();
  await page.waitForURL("**/reglamento");
  await see(page, "Volver al inicio");
  await spanish(page, "the rules page");

  await page.goto("/no/existe");
  await see(page, "Página no encontrada");
  await spanish(page, "the 404 page");
  await page.goto("/tournament/999999");
  await see(page, "Torneo no encontrado");
  await spanish(page, "a tournament that does not exist");
  await page.goto("/invite/no-es-un-enlace");
  await see(page, "Invitación no válida");
  await spanish(page, "an invalid invitation");
}

/** The signup form of a live invitation, refusing a birth date that does not exist. */
async function signup(page: Page, token: string) {
  await page.goto(`/invite/${token}`);
  await see(page, "Únase a la liga");
  await page.getByRole("button", { name: "Enviar inscripción" }).click();
  await see(page, "Falta el nombre");
  await page.getByRole("textbox", { name: "Nombre" }).fill("Jugadora de Prueba");
  await page.getByLabel(/Fecha de nacimiento/).fill("31/02/1990");
  await page.getByRole("button", { name: "Enviar inscripción" }).click();
  await see(page, "Esa fecha no existe: revise el día y el mes");
  await page.getByRole("button", { name: "Elegir en un calendario" }).click();
  const calendar = dialog(page, "Calendario");
  await calendar.getByRole("grid").waitFor({ timeout: TIMEOUT });
  await spanish(page, "the signup form and its calendar");
  await page.keyboard.press("Escape");
  await closed(calendar);
}

/** Every admin tab, and each of its dialogs, in Spanish; nothing is saved but refusals. */
async function adminScreens(page: Page, tournaments: Tournament[], leader: string) {
  await page.goto("/admin");
  await see(page, "Cerrar sesión");
  await see(page, "Todos los torneos");
  await spanish(page, "the admin's Tournaments tab");
  await page.getByRole("button", { name: "Cerrar sesión en todas partes" }).click();
  const everywhere = dialog(page, "¿Cerrar sesión en todas partes?");
  await see(everywhere, "Las contraseñas no cambian.");
  await spanish(page, "Log out everywhere");
  await everywhere.getByRole("button", { name: "Cancelar" }).click();
  await closed(everywhere);

  await page.getByRole("button", { name: "Crear torneo nuevo" }).click();
  const create = dialog(page, "Crear torneo nuevo");
  await create.getByRole("button", { name: /Siguiente|Crear torneo/ }).click();
  await see(create, "El nombre del torneo es obligatorio");
  await spanish(page, "Create New Tournament, step 1");
  await create.getByLabel("Nombre del torneo").fill("Copa de Prueba");
  await create.getByLabel("Fecha de inicio").fill("30/12/2026");
  await create.getByRole("radio", { name: /Eliminación directa/ }).check();
  await create.getByRole("radio", { name: /Cuadro manual/ }).check();
  await spanish(page, "Create New Tournament, filled");
  await create.getByRole("button", { name: "Cancelar" }).click();
  await closed(create);

  const withSchedule = tournaments.find((t) => t.matchesGenerated && !t.hasResults);
  const played = tournaments.find((t) => t.hasResults && t.tournamentType === "hybrid");
  if (!played) throw new Error("the club has no hybrid with results");
  const row = page.getByRole("article", { name: played.name });
  await row.getByRole("button", { name: `Editar: ${played.name}` }).click();
  const edit = dialog(page, "Editar torneo");
  await edit.getByLabel("Nombre del torneo").waitFor({ timeout: TIMEOUT });
  await spanish(page, "Edit Tournament");
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await closed(edit);
  await row.getByRole("button", { name: `Eliminar: ${played.name}` }).click();
  const remove = dialog(page, "Eliminar torneo");
  await spanish(page, "Delete Tournament");
  await remove.getByRole("button", { name: "Cancelar" }).click();
  await closed(remove);
  await row.getByRole("button", { name: `Posiciones: ${played.name}` }).click();
  const standings = dialog(page, "Tabla de posiciones");
  await see(standings, "Orden de desempate");
  await spanish(page, "Group Standings");
  await closeDialog(standings);
  if (withSchedule) {
    const again = page.getByRole("article", { name: withSchedule.name });
    await again.getByRole("button", { name: `Generar partidos: ${withSchedule.name}` }).click();
    const regenerate = dialog(page, "Generar partidos de nuevo");
    await spanish(page, "Generate Matches Again");
    await regenerate.getByRole("button", { name: "Cancelar" }).click();
    await closed(regenerate);
  }

  await page.getByRole("tab", { name: "Jugadores", exact: true }).click();
  await see(page, "Jugadores del club");
  await spanish(page, "the admin's Players tab");
  await page.getByRole("button", { name: "Agregar jugador" }).click();
  const add = dialog(page, "Agregar jugador");
  await add.getByRole("button", { name: "Agregar jugador" }).click();
  await see(add, "Por favor, escriba el nombre del jugador");
  await add.getByLabel(/Fecha de nacimiento/).fill("01/01/2999");
  await add.getByRole("button", { name: "Elegir en un calendario" }).click();
  const calendar = dialog(page, "Calendario");
  await calendar.getByRole("grid").waitFor({ timeout: TIMEOUT });
  await spanish(page, "Add Player and its calendar");
  await page.keyboard.press("Escape");
  await closed(calendar);
  await add.getByRole("button", { name: "Cancelar" }).click();
  await closed(add);

  // The ranking's leader has played, so the server refuses to delete them.
  const club = page.getByRole("list", { name: "Jugadores del club" });
  const name = leader;
  await club.getByRole("button", { name: `Editar a ${name}` }).click();
  const editPlayer = dialog(page, "Editar jugador");
  await editPlayer.getByLabel(/Puntos totales/).waitFor({ timeout: TIMEOUT });
  await spanish(page, "Edit Player");
  await editPlayer.getByRole("button", { name: "Cancelar" }).click();
  await closed(editPlayer);
  // A player who has played cannot be deleted: the server's refusal, in Spanish.
  await club.getByRole("button", { name: `Eliminar a ${name}` }).click();
  const deletePlayer = dialog(page, "Eliminar jugador");
  await deletePlayer.getByRole("button", { name: "Eliminar" }).click();
  await see(page, "No se pudo eliminar el jugador");
  await see(page, "No se puede eliminar a un jugador que ya jugó en un torneo o en la liga.");
  await spanish(page, "a refused Delete Player");
  await deletePlayer.getByRole("button", { name: "Cancelar" }).click();
  await closed(deletePlayer);

  const pending = page.getByRole("list", { name: "Inscripciones pendientes" });
  if ((await pending.count()) > 0) {
    await pending
      .getByRole("button", { name: /^Rechazar a / })
      .first()
      .click();
    const reject = dialog(page, "Rechazar inscripción");
    await spanish(page, "Reject Registration");
    await reject.getByRole("button", { name: "Cancelar" }).click();
    await closed(reject);
  }
  await page.getByRole("button", { name: "Invitar jugador" }).click();
  const invite = dialog(page, "Invitar jugador");
  await invite.getByRole("button", { name: "Crear enlace" }).click();
  await invite.getByRole("textbox", { name: "Enlace de invitación" }).waitFor({ timeout: TIMEOUT });
  await see(invite, "Enlaces vigentes");
  await spanish(page, "Invite Player");
  await closeDialog(invite);

  // Opened afresh, so no toast of the Players tab covers the photograph.
  await page.goto("/admin?tab=matches");
  await see(page, /Semana \d+ · /);
  await spanish(page, "the admin's Matches tab");
  await photograph(page, { path: `${shots}es-admin-matches-${PHONE.width}.png` });
  const recordScore = page.getByRole("button", { name: "Anotar marcador" });
  if ((await recordScore.count()) > 0) {
    await recordScore.first().click();
    const score = dialog(page, "Anotar marcador");
    await score.getByRole("radio").first().check();
    await score.getByLabel("Marcador").fill("6-4, 9-9");
    // The server sends what is wrong as data; the dialog says it precisely, in Spanish.
    await see(score, "Set 2: 9-9 no es un marcador posible de un set");
    // A readable score that the other player won: the refusal names both players, in Spanish.
    const [first, second] = await score
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((radio) => radio.closest("label")?.textContent?.trim() ?? ""));
    await score.getByRole("radio").nth(1).check();
    await score.getByLabel("Marcador").fill("6-4, 6-4");
    await see(score, `El marcador dice que ganó ${first}, pero se eligió como ganador a ${second}`);
    await score.getByLabel("Marcador").fill("W.O.");
    await see(score, "Se lee como W.O.");
    await spanish(page, "Record Score");
    await score.getByRole("button", { name: "Cancelar" }).click();
    await closed(score);
  }
  await page.getByRole("button", { name: "Editar" }).first().click();
  const editScore = dialog(page, "Editar marcador");
  await editScore.getByLabel("Marcador").waitFor({ timeout: TIMEOUT });
  await spanish(page, "Edit Score");
  await editScore.getByRole("button", { name: "Cancelar" }).click();
  await closed(editScore);

  await page.getByRole("tab", { name: "Liga" }).click();
  await see(page, "Liga de retos");
  await spanish(page, "the admin's League tab");
  await page.getByRole("button", { name: "Crear partido" }).click();
  const createMatch = dialog(page, "Crear partido de liga");
  await createMatch.getByLabel("Jugador 1").waitFor({ timeout: TIMEOUT });
  await createMatch.getByRole("button", { name: "Crear partido" }).click();
  await see(createMatch, "Por favor, elija a los dos jugadores");
  await createMatch.getByRole("button", { name: "Elegir en un calendario" }).click();
  const matchDay = dialog(page, "Calendario");
  await matchDay.getByRole("grid").waitFor({ timeout: TIMEOUT });
  await spanish(page, "Create League Match and its calendar");
  await page.keyboard.press("Escape");
  await closed(matchDay);
  await createMatch.getByRole("button", { name: "Cancelar" }).click();
  await closed(createMatch);

  const leagueRecord = page.getByRole("button", { name: "Anotar marcador" });
  if ((await leagueRecord.count()) > 0) {
    await leagueRecord.first().click();
    const score = dialog(page, "Anotar marcador");
    await score.getByRole("button", { name: "Guardar marcador" }).click();
    await see(score, "Por favor, ingrese marcadores válidos en todos los sets");
    await spanish(page, "a league match's Record Score");
    await score.getByRole("button", { name: "Cancelar" }).click();
    await closed(score);
  }
  const options = page.getByRole("button", { name: /^Opciones del partido: / });
  for (const item of ["Editar", "Cancelar"]) {
    for (let index = 0; index < (await options.count()); index += 1) {
      await options.nth(index).click();
      const entry = page.getByRole("menuitem", { name: item });
      if ((await entry.count()) === 0) {
        await page.keyboard.press("Escape");
        continue;
      }
      await entry.click();
      // Edit opens the score dialog: Edit Score for a played match, Record Score for a pending one.
      const open = dialog(page, item === "Editar" ? /Editar marcador|Anotar marcador/ : "Cancelar partido");
      await open.waitFor({ timeout: TIMEOUT });
      await spanish(page, item === "Editar" ? "a league match's Edit Score" : "Cancel Match");
      await open.getByRole("button", { name: item === "Editar" ? "Cancelar" : "Mantener partido" }).click();
      await closed(open);
      break;
    }
  }
}

/** The admin's login in Spanish: the access page, the dialog, a wrong password refused. */
async function login(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto("/admin");
  await see(page, "Se requiere acceso de administrador");
  const login = dialog(page, "Acceso de administrador");
  await login.getByLabel("Contraseña").fill("no-es-la-clave");
  await login.getByRole("button", { name: "Ingresar" }).click();
  await see(page, "No se pudo ingresar");
  await spanish(page, "the admin login");
  await page.close();
}

/** The whole journey on the shared demo club. */
export async function spanishJourney(browser: Browser, server: RunningServer) {
  await firstPaint(browser, server);
  await switchLanguage(browser, server);
  await currentWeekOpened(browser, server, SPANISH);

  const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl, locale: "es-CR" });
  const page = await context.newPage();
  try {
    const tournaments = (await (await context.request.get("/api/tournaments")).json()) as Tournament[];
    await publicScreens(page, tournaments);
    await login(context);

    const admin = await context.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!admin.ok()) throw new Error(`admin login failed: ${admin.status()}`);
    const invitation = await context.request.post("/api/invitations");
    const { inviteToken } = (await invitation.json()) as { inviteToken: string };
    await signup(page, inviteToken);
    const [first] = (await (await context.request.get("/api/rankings")).json()) as { name: string }[];
    if (!first) throw new Error("the club has no ranking");
    await adminScreens(page, tournaments, first.name);
  } catch (error) {
    await photograph(page, { path: `${shots}es-failure.png`, fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}
