/**
 * Doubles (docs/rules.md#doubles), in Spanish, in a real Chromium against the real binary on an
 * empty club of sixteen members with the club's long two-surname names. The admin creates a
 * doubles hybrid of 8 teams in the console's Create Tournament dialog, pairing the players two
 * by two with the team picker. On one phone the second player of a team (no key any match
 * column holds) records a group result from their page, choosing their team as the winner; on
 * another phone a player of the other team sees it under "Confirmar o disputar" and confirms
 * it. The tournament's Cuadro shows the winners on top of their group, the TV's match panel
 * shows both teams, and the doubles ranking (its own tab) lists all sixteen with their points.
 * Every screen is checked at 360 px for its width, with axe-core and for English, and
 * photographed into e2e/screenshots/doubles-*.png; the tournament's tabs and a partner's page
 * are checked again in English at 360 px.
 */
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { photograph } from "./browser";
import { expectNoEnglish } from "./english-text";
import { call, clubDate, signInPage } from "./member-club";
import { startServer, type RunningServer } from "./server";
import { fitsWidth, see, TIMEOUT } from "./screen";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
/** The narrowest phone the club's screens are held to. */
const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1366, height: 768 };
const SPANISH = "es-CR";
const CUP = "Abierto de Dobles del Valle Central";

/** Sixteen members, paired in this order: team n is players 2n and 2n + 1. */
const PLAYERS = [
  "María José Quesada Villalobos",
  "Andrés Felipe Solís Céspedes",
  "Ana Lucía Mora Jiménez",
  "José Pablo Rojas Quesada",
  "Valeria Céspedes Rojas",
  "Íñigo Núñez Mora",
  "Sofía Jiménez Araya",
  "Álvaro Quesada Solís",
  "Daniela Araya Vargas",
  "Luis Diego Vargas Céspedes",
  "Gabriela Solís Jiménez",
  "Esteban Rojas Céspedes",
  "Mariana Quesada Vargas",
  "Carlos Eduardo Núñez Solís",
  "Lucía Vargas Mora",
  "Sebastián Céspedes Quesada",
];

const teamName = (team: readonly number[], names: Map<number, string>) =>
  team.map((id) => names.get(id) ?? `#${id}`).join(" / ");

/** Checks a screen (width, axe, no English) and photographs it. */
async function snap(page: Page, name: string, { whole = true } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  await fitsWidth(page, `doubles ${name} at ${width} px`);
  try {
    await expectNoEnglish(page, `doubles ${name}`);
    await checkAccessibility(page, `doubles ${name} at ${width} px`);
  } finally {
    await photograph(page, { path: `${shots}doubles-${name}-${width}.png`, fullPage: whole });
  }
}

/** Checks an English screen (width, axe) and photographs it. */
async function wide(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await fitsWidth(page, `doubles ${name} at ${width} px`);
  try {
    await checkAccessibility(page, `doubles ${name} at ${width} px`);
  } finally {
    await photograph(page, { path: `${shots}doubles-${name}-${width}.png`, fullPage: true });
  }
}

/** Today at the club (UTC-6), as dd/mm/yyyy, as the Spanish date field takes it. */
function clubTodayTyped(): string {
  const [year, month, day] = clubDate().split("-");
  return `${day}/${month}/${year}`;
}

/** Picks an option of a select: the phone's own, or one of the design kit's list boxes. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.getByRole("combobox", { name: label, exact: true });
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

/** The admin creates the doubles hybrid in the console, pairing the sixteen players two by two. */
async function createInConsole(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Torneos", exact: true }).click();
  await page.getByRole("button", { name: "Crear torneo nuevo" }).click();
  const create = page.getByRole("dialog", { name: "Crear torneo nuevo" });
  await create.getByLabel("Nombre del torneo").fill(CUP);
  await create.getByLabel("Fecha de inicio").fill(clubTodayTyped());
  await create.getByRole("radio", { name: /^Dobles/ }).check();
  await create.getByRole("radio", { name: /^Híbrido/ }).check();
  await choose(page, create, "Cantidad de parejas", "8");
  await choose(page, create, "Estado", "Activo");
  const teams = create.getByRole("group", { name: "Parejas" });
  for (const name of PLAYERS) {
    await teams.getByRole("button", { name: `Elegir a ${name}` }).click();
  }
  await see(teams, "8 / 8 parejas");
  await see(teams, `${PLAYERS[0]} / ${PLAYERS[1]}`);
  // A paired player is not offered again.
  if ((await teams.getByRole("button", { name: `Elegir a ${PLAYERS[0]}` }).count()) > 0) {
    throw new Error("a paired player is offered again");
  }
  await snap(page, "create", { whole: false });
  await create.getByRole("button", { name: "Crear torneo" }).click();
  await create.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Torneo creado");
}

/** A phone signs in with the link the admin made for the player, and lands on its page. */
async function signIn(admin: BrowserContext, page: Page, playerId: number) {
  await signInPage(admin, page, playerId, "Entrar");
  await see(page, "Mis próximos partidos");
}

interface DoublesMatch {
  id: number;
  stage: string;
  week: number;
  team1: number[] | null;
  team2: number[] | null;
}

/** The whole journey, on its own server with an empty club. */
export async function doublesJourney(browser: Browser) {
  const server: RunningServer = await startServer({ port: 18122, empty: true });
  const adminContext = await browser.newContext({
    viewport: LAPTOP,
    baseURL: server.baseUrl,
    locale: SPANISH,
  });
  const admin = await adminContext.newPage();
  const phones: BrowserContext[] = [];
  try {
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const names = new Map<number, string>();
    for (const name of PLAYERS) {
      names.set((await call<{ id: number }>(adminContext, "POST", "/api/players", { name })).id, name);
    }

    await createInConsole(admin);
    const list = await call<{ id: number; name: string }[]>(adminContext, "GET", "/api/tournaments");
    const cup = list.find((tournament) => tournament.name === CUP);
    if (!cup) throw new Error(`${CUP} was not created`);
    await call(adminContext, "POST", `/api/tournaments/${cup.id}/generate-matches`);
    const matches = await call<DoublesMatch[]>(adminContext, "GET", `/api/tournaments/${cup.id}/matches`);
    const match = matches.find((m) => m.stage === "group" && m.week === 1 && m.team1 && m.team2);
    if (!match?.team1 || !match.team2)
      throw new Error(`no group match of two teams: ${JSON.stringify(matches)}`);
    const winners = teamName(match.team1, names);
    const losers = teamName(match.team2, names);
    const [winnerKey = 0, reporterId = 0] = match.team1;
    const confirmerId = match.team2[0] ?? 0;

    const reporterPhone = await browser.newContext({
      viewport: PHONE,
      baseURL: server.baseUrl,
      locale: SPANISH,
    });
    const confirmerPhone = await browser.newContext({
      viewport: PHONE,
      baseURL: server.baseUrl,
      locale: SPANISH,
    });
    phones.push(reporterPhone, confirmerPhone);
    const reporter = await reporterPhone.newPage();
    const confirmer = await confirmerPhone.newPage();
    await signIn(adminContext, reporter, reporterId);
    await signIn(adminContext, confirmer, confirmerId);

    // The reporter's page names the partner and the other team.
    const next = reporter
      .getByRole("list", { name: "Mis próximos partidos" })
      .getByRole("listitem")
      .filter({ hasText: losers });
    await see(next, `Con ${names.get(winnerKey)}`);
    await snap(reporter, "me");
    await next.getByRole("button", { name: "Anotar resultado" }).click();
    const dialog = reporter.getByRole("dialog", { name: "Anotar el resultado" });
    await dialog.getByRole("radio", { name: winners }).check();
    for (let i = 0; i < 3; i += 1)
      await dialog.getByRole("button", { name: `${losers}, Set 1: uno más` }).click();
    for (let i = 0; i < 4; i += 1)
      await dialog.getByRole("button", { name: `${losers}, Set 2: uno más` }).click();
    await see(dialog, `${winners} ganó 6-3, 6-4`);
    await snap(reporter, "record", { whole: false });
    await dialog.getByRole("button", { name: "Guardar resultado" }).click();
    await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
    await see(reporter, "Resultado anotado");

    // The other team confirms on its own phone; the reporter's partner would not be asked.
    const section = confirmer.getByRole("region", { name: "Confirmar o disputar" });
    await see(section, `La otra pareja anotó: ${winners} ganó 6-3, 6-4`);
    await snap(confirmer, "to-confirm");
    await section.getByRole("button", { name: "Confirmar" }).click();
    await see(confirmer, "Resultado confirmado");
    await section.waitFor({ state: "detached", timeout: TIMEOUT });

    // The tournament's Cuadro: the winners lead their group, at 360 px.
    const visitorPhone = await browser.newContext({
      viewport: PHONE,
      baseURL: server.baseUrl,
      locale: SPANISH,
    });
    phones.push(visitorPhone);
    const visitor = await visitorPhone.newPage();
    await visitor.goto(`/tournament/${cup.id}`);
    await visitor.getByRole("tab", { name: "Cuadro" }).click();
    const group = visitor.getByRole("table").filter({ hasText: winners }).first();
    const leader = group.getByRole("row").nth(1);
    await see(leader, winners);
    await see(leader, "3");
    await snap(visitor, "bracket");

    // The doubles ranking, its own tab: the sixteen, each partner with their team's points
    // (an active tournament's participation, the same for every team).
    await visitor.goto("/rankings?discipline=doubles");
    await see(visitor, "Ranking de dobles");
    const rows = visitor.getByRole("tabpanel", { name: "Dobles" }).getByRole("row");
    await see(rows.filter({ hasText: names.get(reporterId) ?? "" }), "30");
    await see(rows.filter({ hasText: names.get(confirmerId) ?? "" }), "30");
    const shown = await rows.count();
    if (shown !== PLAYERS.length + 1) throw new Error(`the doubles ranking shows ${shown - 1} players`);
    await snap(visitor, "ranking");

    // The same doubles screens in English on the narrowest phone: each team's two names wrap
    // within 360 px, and axe-core finds nothing.
    const english = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl, locale: "en-US" });
    phones.push(english);
    const reader = await english.newPage();
    await reader.goto(`/tournament/${cup.id}`);
    await see(reader, losers);
    await wide(reader, "schedule-en");
    for (const tab of ["Bracket", "Players"]) {
      await reader.getByRole("tab", { name: tab }).click();
      await see(reader, winners);
      await wide(reader, `${tab.toLowerCase()}-en`);
    }
    // The Players tab lists the teams whole: no name is cut short with an ellipsis.
    const cut = await reader
      .getByRole("listitem")
      .getByText(winners, { exact: true })
      .evaluate((name) => name.scrollWidth > name.clientWidth);
    if (cut) throw new Error(`the Players tab cuts ${winners} short at 360 px`);
    await reader.goto(`/players/${reporterId}`);
    await see(reader, `vs ${losers}`);
    await wide(reader, "player-en");

    // The TV: the match panel shows both teams.
    const tv = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      baseURL: server.baseUrl,
      locale: SPANISH,
    });
    phones.push(tv);
    const display = await tv.newPage();
    await display.goto("/display?every=60&panels=matches");
    await see(display, winners);
    await see(display, losers);
    await photograph(display, { path: `${shots}doubles-display-1920.png` });
  } catch (error) {
    await admin.screenshot({ path: `${shots}doubles-failure-admin.png` }).catch(() => undefined);
    for (const [index, context] of phones.entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}doubles-failure-${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of phones) await context.close();
    await adminContext.close();
    await server.stop();
  }
}
