/**
 * Members sign in (docs/rules.md#members), in Spanish, on phones, in a real Chromium against
 * the real binary on an empty club: the admin makes a player's sign-in link in the console (to
 * copy, as a QR code, by WhatsApp); a separate phone opens it, sends nothing until the tap,
 * and signs in on the tap, telling the server the page's language, and lands on its page with
 * its next tournament and league matches; it stays signed in after a reload; the admin ends the
 * player's sessions and the phone is out on its next request; the spent link says so, and, as
 * this club sends no email, to ask the club for a link. Then a newcomer signs up by invitation, which signs that phone in as
 * waiting for approval, and the admin's approval makes it a member's. Every screen is checked
 * with axe-core and for English, and photographed into e2e/screenshots/members-*-390.png (the
 * member's page in English too, after the member switches, which the server keeps).
 */
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { photograph, VIEWPORTS } from "./browser";
import { expectNoEnglish } from "./english-text";
import { startServer, type RunningServer } from "./server";
import { fitsWidth, see, TIMEOUT } from "./screen";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const PHONE = VIEWPORTS[0];
/** The language a Costa Rican phone asks for. */
const SPANISH = "es-CR";

const MEMBER = "Adriana Solano";
const RIVAL = "Bruno Campos";
const OTHERS = ["Carla Méndez", "Daniel Rojas"];
const NEWCOMER = "Mónica Herrera";

/** Checks a screen (width, axe, and no English unless `english`) and photographs it. */
async function snap(page: Page, name: string, { english = false, whole = true } = {}) {
  await fitsWidth(page, `members ${name}`);
  try {
    if (!english) await expectNoEnglish(page, `members ${name}`);
    await checkAccessibility(page, `members ${name}`);
  } finally {
    await photograph(page, {
      path: `${shots}members-${name}-${page.viewportSize()?.width ?? 0}.png`,
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

/**
 * The club: four players (the member with a phone), a single-elimination draw this week and a
 * league challenge of the member's. Answers the member's id and tournament opponent.
 */
async function seedClub(admin: BrowserContext): Promise<{ memberId: number; opponent: string }> {
  const ids: Record<string, number> = {};
  for (const name of [MEMBER, RIVAL, ...OTHERS]) {
    const phoneNumber = name === MEMBER ? { phone: "8888-1234" } : {};
    const added = await call<{ id: number }>(admin, "POST", "/api/players", { name, ...phoneNumber });
    ids[name] = added.id;
  }
  const memberId = ids[MEMBER] ?? 0;
  const draw = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
    name: "Copa de Socios",
    startDate: clubToday(),
    playerCount: 4,
    buyIn: 0,
    status: "active",
    tournamentType: "single_elimination",
    selectedPlayerIds: Object.values(ids),
  });
  await call(admin, "POST", `/api/tournaments/${draw.id}/generate-matches`);
  const matches = await call<{ player1Id: number | null; player1Name: string; player2Name: string }[]>(
    admin,
    "GET",
    `/api/tournaments/${draw.id}/matches`,
  );
  const first = matches.find((m) => m.player1Name === MEMBER || m.player2Name === MEMBER);
  if (!first) throw new Error(`${MEMBER} has no match in the draw`);
  const opponent = first.player1Name === MEMBER ? first.player2Name : first.player1Name;
  await call(admin, "POST", "/api/league/matches", {
    player1Id: ids[RIVAL],
    player2Id: memberId,
    date: clubToday(),
    time: "18:30",
    cancha: 3,
  });
  return { memberId, opponent };
}

/** Opens a player's menu in the console and picks an item. */
async function fromMenu(page: Page, name: string, item: string) {
  await page.getByRole("button", { name: `Más opciones para ${name}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** The admin makes the member's link: to copy, as a QR code, and by WhatsApp to their phone. */
async function makeLink(admin: Page): Promise<string> {
  await admin.goto("/admin?tab=players");
  await see(admin, "Jugadores del club");
  await fromMenu(admin, MEMBER, "Enlace para entrar");
  const dialog = admin.getByRole("dialog", { name: `Enlace para entrar: ${MEMBER}` });
  await see(dialog, "Sirve una vez, durante 7 días");
  await dialog.getByRole("button", { name: "Crear enlace" }).click();
  const field = dialog.getByRole("textbox", { name: "Enlace para entrar" });
  await field.waitFor({ timeout: TIMEOUT });
  const url = await field.inputValue();
  if (!/\/sign-in#[A-Za-z0-9_-]{43}$/.test(url)) throw new Error(`not a sign-in link: ${url}`);
  await dialog.getByRole("img", { name: `Código QR del enlace para entrar de ${MEMBER}` }).waitFor();
  const whatsApp = await dialog.getByRole("link", { name: "Enviar por WhatsApp" }).getAttribute("href");
  const sent = new URL(whatsApp ?? "");
  const text = sent.searchParams.get("text") ?? "";
  if (
    sent.origin + sent.pathname !== "https://wa.me/50688881234" ||
    !text.startsWith(`¡Hola, ${MEMBER}!`) ||
    !text.endsWith(`\n${url}`)
  ) {
    throw new Error(`the WhatsApp link does not carry the link to the member's phone: ${whatsApp}`);
  }
  await snap(admin, "link", { whole: false });
  await dialog.getByRole("button", { name: "Cerrar" }).first().click();
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  return url;
}

/** The phone opens the link, sends nothing until the tap, and lands on the member's page. */
async function signIn(page: Page, url: string, opponent: string) {
  const signIns: string[] = [];
  const languages: unknown[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/me/sign-in") return;
    signIns.push(request.method());
    languages.push((request.postDataJSON() as { language?: unknown } | null)?.language);
  });
  await page.goto(url);
  const button = page.getByRole("main").getByRole("button", { name: "Entrar" });
  await button.waitFor({ timeout: TIMEOUT });
  await see(page, "Este es su enlace personal al club.");
  if (new URL(page.url()).hash !== "") throw new Error(`the token stays in the address: ${page.url()}`);
  if (signIns.length > 0) throw new Error("the page sent the link before the tap");
  await snap(page, "sign-in");

  await button.click();
  await page.waitForURL("**/me");
  await see(page, "Mis próximos partidos");
  const matches = page.getByRole("list", { name: "Mis próximos partidos" });
  await see(matches, "Copa de Socios");
  await see(matches, `vs. ${opponent}`);
  await see(matches, `vs. ${RIVAL}`);
  await see(matches, "Lo retaron");
  await see(matches, /Semana 1 · \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
  await see(page, "Este dispositivo");
  await page.getByRole("link", { name: "Mi página de jugador" }).waitFor();
  if (signIns.length !== 1) throw new Error(`the tap sent ${signIns.length} sign-ins`);
  // The member never chose a language: the page's words their notices until they do.
  if (languages[0] !== "es") throw new Error(`the sign-in sent the language ${String(languages[0])}`);
  await snap(page, "me");

  // Still signed in after a reload: the top bar leads to the member's page.
  await page.reload();
  await see(page, "Mis próximos partidos");
  await page.getByRole("banner").getByRole("link", { name: MEMBER }).waitFor({ timeout: TIMEOUT });
}

/** The admin ends the member's sessions from the console, after a confirmation. */
async function endSessions(admin: Page) {
  await fromMenu(admin, MEMBER, "Cerrar sesiones");
  const confirm = admin.getByRole("dialog", { name: "Cerrar sesiones" });
  await see(confirm, `${MEMBER} queda fuera en todos sus teléfonos y computadoras.`);
  await snap(admin, "end-sessions", { whole: false });
  await confirm.getByRole("button", { name: "Cerrar sesiones" }).click();
  await confirm.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(admin, "Sesiones cerradas");
  await see(admin, `${MEMBER} quedó fuera en 1 dispositivo.`);
}

/** The phone is out on its next request, and the spent link says what to do. */
async function signedOut(page: Page, url: string) {
  await page.reload();
  await see(page, "No ha entrado");
  // This club sends no email: no "Email me a link", the advice to ask the club instead.
  await see(page, "Pida al club un enlace para entrar.");
  if ((await page.getByRole("button", { name: "Enviarme un enlace" }).count()) !== 0) {
    throw new Error("a club that sends no email offers a link by email");
  }
  // A phone's top bar shows the icon; the button is still named "Entrar".
  await page.getByRole("banner").getByRole("button", { name: "Entrar" }).waitFor({ timeout: TIMEOUT });
  await snap(page, "signed-out");
  await page.getByRole("banner").getByRole("button", { name: "Entrar" }).click();
  const help = page.getByRole("dialog", { name: "Entrar" });
  await see(help, "Pida al administrador del club su enlace personal.");
  await see(help, "por WhatsApp");
  await snap(page, "sign-in-help", { whole: false });
  await help.getByRole("button", { name: "Entendido" }).click();

  await page.goto(url);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await see(page, "Este enlace ya no sirve");
  await see(page, "Este enlace para entrar ya se usó. Pida al club un enlace nuevo.");
  await see(page, "Pida al club un enlace para entrar.");
  await snap(page, "link-spent");
}

/** A signup by invitation signs that phone in as waiting; the approval makes it a member's. */
async function signupThenApproval(admin: Page, adminContext: BrowserContext, newcomer: Page) {
  const { inviteToken } = await call<{ inviteToken: string }>(adminContext, "POST", "/api/invitations");
  await newcomer.goto(`/invite/${inviteToken}`);
  await newcomer.getByRole("textbox", { name: "Nombre" }).fill(NEWCOMER);
  await newcomer.getByRole("button", { name: "Enviar inscripción" }).click();
  await see(newcomer, "Inscripción enviada");
  await newcomer.getByRole("link", { name: "Ir a mi página" }).click();
  await see(newcomer, "Esperando aprobación");
  await see(newcomer, NEWCOMER);
  await snap(newcomer, "waiting");

  await admin.goto("/admin?tab=players");
  await admin.getByRole("button", { name: `Aprobar a ${NEWCOMER}` }).click();
  await see(admin, "Jugador aprobado");

  await newcomer.reload();
  await see(newcomer, "Mis próximos partidos");
  await see(newcomer, "No tiene partidos por jugar ahora");
  await newcomer.getByRole("banner").getByRole("link", { name: NEWCOMER }).waitFor({ timeout: TIMEOUT });
  await snap(newcomer, "approved");

  // The member reads in English from now on: the switch tells the server, for their notices.
  const language = newcomer.waitForRequest(
    (request) => request.method() === "PUT" && new URL(request.url()).pathname === "/api/me",
  );
  await newcomer.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
  if ((await language).postDataJSON()?.language !== "en") throw new Error("the language sent is not en");
  await see(newcomer, "My next matches");
  await snap(newcomer, "approved-en", { english: true });
}

/** The whole journey, on its own server with an empty club. */
export async function membersJourney(browser: Browser) {
  const server = await startServer({ port: 18097, empty: true });
  const adminContext = await phone(browser, server);
  const admin = await adminContext.newPage();
  const phones: BrowserContext[] = [];
  try {
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const { opponent } = await seedClub(adminContext);

    const url = await makeLink(admin);
    const memberPhone = await phone(browser, server);
    phones.push(memberPhone);
    const member = await memberPhone.newPage();
    await signIn(member, url, opponent);
    await endSessions(admin);
    await signedOut(member, url);

    const newcomerPhone = await phone(browser, server);
    phones.push(newcomerPhone);
    await signupThenApproval(admin, adminContext, await newcomerPhone.newPage());
  } catch (error) {
    await admin.screenshot({ path: `${shots}members-failure-admin.png` }).catch(() => undefined);
    for (const [index, context] of phones.entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}members-failure-phone${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of phones) await context.close();
    await adminContext.close();
    await server.stop();
  }
}
