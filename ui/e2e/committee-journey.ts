/**
 * The committee (docs/rules.md#committee), in Spanish, on phones, in a real Chromium against the
 * real binary on an empty club. The admin (the password) makes a member an organizer from the
 * console's Jugadores tab. On her phone, the organizer opens the console from her page, with no
 * password, and settles another pair's disputed league score with "Aceptar el reporte"; the
 * console's league changes then name her. On her own tournament match, which her opponent
 * recorded, the console refuses her (403 `own_match`, said in words) and she confirms it as the
 * member she is, from her page. When the admin ends her sessions, her open console says she is
 * no longer an organizer and returns to her page. Every screen is checked for its width (390
 * px), with axe-core and for English, and photographed into e2e/screenshots/committee-*-390.png.
 */
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { photograph, VIEWPORTS } from "./browser";
import { expectNoEnglish } from "./english-text";
import { startServer, type RunningServer } from "./server";
import { fitsWidth, see, TIMEOUT } from "./screen";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const PHONE = VIEWPORTS[0];
const SPANISH = "es-CR";

const ORGANIZER = "María José Rodríguez Villalobos";
const OPPONENT = "Ana Lucía Jiménez Solís";
const REPORTER = "José Pablo Calderón Araya";
const DISPUTER = "Luis Fernando Sánchez Mora";
const OTHERS = ["Esteban Núñez Chaves", "Tomás Quirós Ramírez"];
const CUP = "Copa del Comité";

/** Checks a screen (width, axe, no English) and photographs it. */
async function snap(page: Page, name: string) {
  await fitsWidth(page, `committee ${name}`);
  try {
    await expectNoEnglish(page, `committee ${name}`);
    await checkAccessibility(page, `committee ${name}`);
  } finally {
    await photograph(page, {
      path: `${shots}committee-${name}-${page.viewportSize()?.width ?? 0}.png`,
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

/** One call through a context's cookies; fails the journey on an unexpected status. */
async function call<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const answer = await request.fetch(path, { method, data });
  if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (answer.status() === 204 ? undefined : await answer.json()) as T;
}

/** The sign-in link the admin makes for a player: its path and fragment. */
async function linkFor(admin: APIRequestContext, playerId: number): Promise<string> {
  const { url } = await call<{ url: string }>(admin, "POST", `/api/admin/players/${playerId}/sign-in-link`);
  const link = new URL(url);
  return `${link.pathname}${link.hash}`;
}

/** A member signed in without a screen (the other players of the club): their cookies' context. */
async function memberRequests(admin: APIRequestContext, context: BrowserContext, playerId: number) {
  const token = (await linkFor(admin, playerId)).split("#")[1];
  await call(context.request, "POST", "/api/me/sign-in", { token });
  return context.request;
}

interface WireMatch {
  id: number;
  stage: string;
  player1Id: number | null;
  player2Id: number | null;
}

/**
 * The club: six players; a four-player draw that started yesterday, whose first semifinal the
 * organizer plays against her opponent; a league match of two others.
 */
async function seedClub(admin: APIRequestContext) {
  const ids = new Map<string, number>();
  for (const name of [ORGANIZER, OPPONENT, REPORTER, DISPUTER, ...OTHERS]) {
    ids.set(name, (await call<{ id: number }>(admin, "POST", "/api/players", { name })).id);
  }
  const id = (name: string) => ids.get(name) ?? 0;
  const drawn = [ORGANIZER, OPPONENT, ...OTHERS].map(id);
  const cup = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
    name: CUP,
    startDate: clubYesterday(),
    playerCount: 4,
    buyIn: 0,
    status: "active",
    tournamentType: "single_elimination",
    selectedPlayerIds: drawn,
    manualBracketPositions: Object.fromEntries(drawn.map((player, at) => [String(at), player])),
  });
  await call(admin, "POST", `/api/tournaments/${cup.id}/generate-matches`);
  const matches = await call<WireMatch[]>(admin, "GET", `/api/tournaments/${cup.id}/matches`);
  const own = matches.find(
    (m) =>
      [m.player1Id, m.player2Id].includes(id(ORGANIZER)) && [m.player1Id, m.player2Id].includes(id(OPPONENT)),
  );
  if (!own) throw new Error(`${ORGANIZER} and ${OPPONENT} do not meet: ${JSON.stringify(matches)}`);
  const league = await call<{ id: number }>(admin, "POST", "/api/league/matches", {
    player1Id: id(REPORTER),
    player2Id: id(DISPUTER),
    date: clubYesterday(),
  });
  return { id, cupId: cup.id, ownMatch: own, leagueId: league.id };
}

/** The admin makes the member an organizer from the Jugadores tab. */
async function makeOrganizer(admin: Page) {
  await admin.goto("/admin?tab=players");
  await admin.getByRole("button", { name: `Más opciones para ${ORGANIZER}` }).click();
  await admin.getByRole("menuitem", { name: "Hacer organizador(a)" }).click();
  const dialog = admin.getByRole("dialog", { name: "Hacer organizador(a)" });
  await see(dialog, `${ORGANIZER} podrá abrir la consola a su nombre, desde su página.`);
  await dialog.getByRole("button", { name: "Hacer organizador(a)" }).click();
  await see(admin, "Rol de organizador(a) asignado");
  const row = admin.getByRole("listitem").filter({ hasText: ORGANIZER }).first();
  await see(row, "Organizador(a)");
  await snap(admin, "admin-players");
}

/** The organizer signs in on her phone and opens the console from her page. */
async function openConsole(admin: APIRequestContext, page: Page, playerId: number) {
  await page.goto(await linkFor(admin, playerId));
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL("**/me");
  await see(page, "Mis próximos partidos");
  await see(page, "Organizador(a)");
  await snap(page, "organizer-page");
  await page.getByRole("button", { name: "Abrir la consola" }).click();
  await page.waitForURL("**/admin**");
  await see(page, `Consola de ${ORGANIZER}`);
  if ((await page.getByLabel("Contraseña").count()) > 0) {
    throw new Error("the organizer was asked for the admin password");
  }
  await snap(page, "console-open");
}

/** She settles the other pair's disputed league score, and the league's changes name her. */
async function settleLeagueDispute(page: Page) {
  await page.goto("/admin?tab=disputes");
  const card = page.getByRole("listitem").filter({ hasText: `${REPORTER} vs. ${DISPUTER}` });
  await see(card, "En disputa");
  await snap(page, "disputes");
  await card.getByRole("button", { name: "Aceptar el reporte" }).click();
  await see(page, "No hay resultados esperándole");
  await page.goto("/admin?tab=league");
  const change = page.getByRole("listitem").filter({ hasText: `Por ${ORGANIZER}, del comité organizador` });
  await change.first().waitFor({ timeout: TIMEOUT });
  await snap(page, "league-changes");
}

/**
 * On her own match, recorded by her opponent, the console refuses her and says why; she then
 * confirms it as the member she is, from her page.
 */
async function ownMatch(page: Page) {
  await page.goto("/admin?tab=matches");
  const row = page.getByRole("listitem").filter({ hasText: OPPONENT }).filter({ hasText: ORGANIZER }).first();
  // Editing it acts as the member she is (only the reporter corrects); clearing it is the
  // console's alone, and refused to her.
  await row.getByRole("button", { name: "Reabrir" }).click();
  const dialog = page.getByRole("dialog", { name: "¿Borrar este resultado?" });
  await dialog.getByRole("button", { name: "Borrar el resultado" }).click();
  await see(page, "Usted juega este partido: aquí lo decide otro organizador o el administrador.");
  await snap(page, "own-match-refused");
  await page.keyboard.press("Escape");

  await page.goto("/me");
  const section = page.getByRole("region", { name: "Confirmar o disputar" });
  const item = section.getByRole("listitem").filter({ hasText: CUP });
  await see(item, `${OPPONENT} anotó`);
  await item.getByRole("button", { name: "Confirmar" }).click();
  await section.waitFor({ state: "detached", timeout: TIMEOUT });
  await snap(page, "own-match-confirmed");
}

/** The whole journey, on its own server with an empty club. */
export async function committeeJourney(browser: Browser) {
  const server = await startServer({ port: 18121, empty: true });
  const contexts: BrowserContext[] = [];
  try {
    const adminContext = await phone(browser, server);
    contexts.push(adminContext);
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const admin = adminContext.request;
    const { id, ownMatch: match, leagueId } = await seedClub(admin);

    // The other players, without a screen: a disputed league score, and the organizer's own
    // match recorded by her opponent, awaiting her answer.
    const others = await Promise.all([1, 2, 3].map(() => browser.newContext({ baseURL: server.baseUrl })));
    contexts.push(...others);
    const [reporterContext, disputerContext, opponentContext] = others as [
      BrowserContext,
      BrowserContext,
      BrowserContext,
    ];
    const reporter = await memberRequests(admin, reporterContext, id(REPORTER));
    const disputer = await memberRequests(admin, disputerContext, id(DISPUTER));
    const opponent = await memberRequests(admin, opponentContext, id(OPPONENT));
    await call(reporter, "POST", `/api/league/matches/${leagueId}/score`, {
      setsPlayed: 2,
      setScores: [
        { player1Score: 6, player2Score: 4 },
        { player1Score: 6, player2Score: 2 },
      ],
    });
    await call(disputer, "POST", `/api/league/matches/${leagueId}/dispute`, {
      reason: "El segundo set fue 7-5 para mí.",
    });
    await call(opponent, "POST", "/api/matches/result", {
      matchId: match.id,
      winnerId: id(OPPONENT),
      score: match.player1Id === id(OPPONENT) ? "6-4, 6-3" : "4-6, 3-6",
    });

    const adminPage = await adminContext.newPage();
    await makeOrganizer(adminPage);

    const organizerContext = await phone(browser, server);
    contexts.push(organizerContext);
    const organizer = await organizerContext.newPage();
    await openConsole(admin, organizer, id(ORGANIZER));
    await settleLeagueDispute(organizer);
    await ownMatch(organizer);

    // The admin ends her sessions (a lost phone): her open console closes and says why.
    await organizer.goto("/admin?tab=disputes");
    await see(organizer, `Consola de ${ORGANIZER}`);
    await call(admin, "POST", `/api/admin/players/${id(ORGANIZER)}/sessions/end`);
    // Her next step in the console finds it closed.
    await organizer.getByRole("tab", { name: /Jugadores/ }).click();
    await see(organizer, "Ya no es organizador(a)");
    await organizer.waitForURL("**/me", { timeout: TIMEOUT });
    await snap(organizer, "no-longer");
  } catch (error) {
    for (const [index, context] of contexts.entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}committee-failure-${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of contexts) await context.close();
    await server.stop();
  }
}
