/**
 * A clash and the next free slot taken in one tap (docs/rules.md#clashes), in a real Chromium
 * against the real binary on an empty club: a four-player draw that started today (so the club's
 * clock is inside its week-1 window), whose first semifinal two members play; the admin books a
 * league match of the other two for tomorrow at 18:00 on cancha 5.
 *
 * On a 360 px phone in Spanish, the member opens "Cuándo y dónde" on their match and asks for
 * tomorrow, 18:30, cancha 5: the server answers 409 `schedule_clash` with `nextFree` at 19:30 on
 * cancha 5, and the dialog says who holds the court and "Próximo horario libre: … 19:30,
 * cancha 5" with "Tomar ese horario". One tap books it: one write, 200, the match holds that day,
 * 19:30 and cancha 5 over the API, and the member's page shows it.
 *
 * Then on a laptop in English, the same member challenges another player in the league from the
 * hub's League tab for tomorrow at 20:00 on court 7, half an hour after their own match: 409
 * `player_busy` names them, the form offers 21:00 on court 7, and "Take that slot" creates the
 * challenge (201, read back over the API, shown on its card). Both refusals are checked for
 * their width, with axe-core (and for English on the Spanish one), and photographed into
 * e2e/screenshots/next-free-*.png.
 */
import type { Browser, BrowserContext, Locator, Page, Response } from "playwright-core";
import { VIEWPORTS } from "./browser";
import {
  call,
  clubDate,
  see,
  seedDuel,
  shots,
  signInPage,
  snap,
  TIMEOUT,
  type WireMatch,
} from "./member-club";
import { startServer, type RunningServer } from "./server";

/** The narrowest phone the club's members carry. */
const PHONE = { width: 360, height: 800 };
const LAPTOP = VIEWPORTS[1];

const MEMBER = "María José Quesada Jiménez";
const OPPONENT = "Luis Fernando Sánchez Mora";
/** The league's two, who hold cancha 5 at 18:00; the first name is long, to wrap on a phone. */
const HOLDERS: [string, string] = [
  "María Fernanda de los Ángeles Villalobos Chaves",
  "Ana Lucía Rojas Quesada",
];
const HELD_BY = `${HOLDERS[0]} vs ${HOLDERS[1]}`;
/** The same pair as the Spanish page joins them. */
const HELD_BY_ES = `${HOLDERS[0]} vs. ${HOLDERS[1]}`;

/** Tomorrow at the club: inside the match's window, and never already past. */
const DAY = clubDate(1);
/** DAY as the date fields take it and every screen shows it. */
const SHOWN = DAY.split("-").reverse().join("/");
const SPANISH_DAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
const ENGLISH_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const WEEKDAY = new Date(`${DAY}T12:00:00Z`).getUTCDay();

/** A slot on the wire. */
interface Slot {
  date: string;
  time: string;
  cancha: number | null;
}

/** A refusal's body: its code and, per field, its code and params. */
interface Refusal {
  code: string;
  fields?: Record<string, { code: string; params?: Record<string, unknown> }>;
}

/** A league match as the journey reads it. */
interface WireLeagueMatch {
  id: number;
  player1Id: number;
  player2Id: number;
  date: string;
  time: string | null;
  cancha: number | null;
  status: string;
}

/** A value as JSON with its objects' keys in order, so that key order never counts. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Fails unless `actual` is `expected`, said as JSON. */
function same(actual: unknown, expected: unknown, what: string) {
  if (canonical(actual) !== canonical(expected)) {
    throw new Error(`${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
  }
}

/** Fails unless the answer is `status`. */
async function expectStatus(answer: Response, status: number, what: string) {
  if (answer.status() !== status) {
    throw new Error(`${what} answered ${answer.status()}, not ${status}: ${await answer.text()}`);
  }
}

/** The refusal's field `field`: its code and params; fails when it is not `code`. */
async function refusedField(answer: Response, field: string, code: string) {
  await expectStatus(answer, 409, `the refused ${code}`);
  const body = (await answer.json()) as Refusal;
  const problem = body.fields?.[field];
  if (body.code !== code || problem?.code !== code || !problem.params) {
    throw new Error(`the refusal is not ${code} on ${field}: ${JSON.stringify(body)}`);
  }
  return problem.params;
}

/**
 * The refusal as the screen shows it: inside the screen's width, no line of it wider than its
 * box (so long names wrap), and its button wholly on screen.
 */
async function refusalFits(page: Page, notice: Locator, take: Locator, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  const box = await notice.boundingBox();
  const button = await take.boundingBox();
  if (!box || !button) throw new Error(`${what}: the refusal or its button is not laid out`);
  for (const [name, part] of [
    ["the refusal", box],
    ["its button", button],
  ] as const) {
    if (part.x < 0 || part.x + part.width > width + 0.5) {
      throw new Error(`${what}: ${name} spans ${part.x}-${part.x + part.width} px on a ${width} px screen`);
    }
  }
  const clipped = await notice.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll("*"))].some(
      (inner) => inner.scrollWidth > inner.clientWidth + 1,
    ),
  );
  if (clipped) throw new Error(`${what}: a line of the refusal is wider than its box`);
  await take.scrollIntoViewIfNeeded();
  const shown = await take.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!shown || shown.y < 0 || shown.y + shown.height > height) {
    throw new Error(`${what}: the button cannot be brought on screen: ${JSON.stringify(shown)}`);
  }
}

/** Counts the writes the page sends to `path` with `method` from now on. */
function countWrites(page: Page, method: string, path: string): () => number {
  let writes = 0;
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) writes += 1;
  });
  return () => writes;
}

/** The next answer to `method` on `path`. */
function answerTo(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (answer) => answer.request().method() === method && new URL(answer.url()).pathname === path,
    { timeout: TIMEOUT },
  );
}

/**
 * The Spanish phone: tomorrow at 18:30 on cancha 5 is refused (the league holds the court at
 * 18:00); the dialog offers 19:30 on cancha 5, and one tap books it.
 */
async function phoneTakesNextFree(page: Page, admin: BrowserContext, match: WireMatch, tournamentId: number) {
  await see(page, "Mis próximos partidos");
  const item = page
    .getByRole("list", { name: "Mis próximos partidos" })
    .getByRole("listitem")
    .filter({ hasText: `vs. ${OPPONENT}` });
  await see(item, "Aún sin día, hora ni cancha");
  await item.getByRole("button", { name: "Fijar día, hora y cancha" }).click();
  const dialog = page.getByRole("dialog", { name: "Cuándo y dónde" });
  await dialog.getByLabel("Día", { exact: true }).fill(SHOWN);
  await dialog.getByLabel("Hora", { exact: true }).selectOption("18:30");
  await dialog.getByLabel("Cancha", { exact: true }).selectOption("5");

  const path = `/api/matches/${match.id}/schedule`;
  const refused = answerTo(page, "PATCH", path);
  await dialog.getByRole("button", { name: "Guardar", exact: true }).click();
  const params = await refusedField(await refused, "cancha", "schedule_clash");
  same(
    { cancha: params.cancha, date: params.date, time: params.time, heldBy: params.heldBy },
    { cancha: 5, date: DAY, time: "18:00", heldBy: HELD_BY },
    "the clash's court",
  );
  same(params.nextFree, { date: DAY, time: "19:30", cancha: 5 } satisfies Slot, "the next free slot");

  const alert = dialog.getByRole("alert");
  await see(
    alert,
    `La cancha 5 está ocupada a las 18:00 (${HELD_BY_ES}): los partidos en una misma cancha empiezan con al menos 90 minutos de diferencia.`,
  );
  await see(alert, `Próximo horario libre: ${SPANISH_DAYS[WEEKDAY]} ${SHOWN}, 19:30, cancha 5`);
  const take = dialog.getByRole("button", { name: "Tomar ese horario" });
  await take.waitFor({ timeout: TIMEOUT });
  // The dialog still holds what was asked, and is still open.
  same(await dialog.getByLabel("Hora", { exact: true }).inputValue(), "18:30", "the hour asked");
  await refusalFits(page, alert.locator(".."), take, "the phone's refusal");
  await snap(page, "next-free-schedule-refused", { whole: false, spanish: true });

  const writes = countWrites(page, "PATCH", path);
  const booked = answerTo(page, "PATCH", path);
  await take.click();
  await expectStatus(await booked, 200, "the slot taken");
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  same(writes(), 1, "the writes of one tap");
  await see(page, "Día del partido guardado");
  await see(item, `${SHOWN} · 19:30 · Cancha 5`);

  const matches = await call<(WireMatch & Slot)[]>(admin, "GET", `/api/tournaments/${tournamentId}/matches`);
  const stored = matches.find((m) => m.id === match.id);
  same(
    { date: stored?.date, time: stored?.time, cancha: stored?.cancha },
    { date: DAY, time: "19:30", cancha: 5 },
    "the match booked",
  );
  await snap(page, "next-free-schedule-booked", { spanish: true });
}

/**
 * The English laptop: the member challenges `rival` tomorrow at 20:00 on court 7, half an hour
 * after their own match; the form offers 21:00 on court 7, and one tap creates the challenge.
 */
async function laptopChallengeTakesNextFree(
  page: Page,
  admin: BrowserContext,
  ids: { memberId: number; rival: string; rivalId: number },
) {
  const range = await call<{ opponentIds: number[] }>(admin, "GET", `/api/league/range/${ids.memberId}`);
  if (!range.opponentIds.includes(ids.rivalId)) {
    throw new Error(`${ids.rival} is not in ${MEMBER}'s range: ${JSON.stringify(range)}`);
  }
  await page.goto("/league");
  await see(page, "Challenge League");
  await page.getByRole("main").getByRole("button", { name: "Create Match" }).click();
  const dialog = page.getByRole("dialog", { name: "Create League Match" });
  await see(dialog, `${MEMBER} (you)`);
  const player2 = dialog.getByLabel("Player 2", { exact: true });
  await player2.locator(`option[value="${ids.rivalId}"]`).waitFor({ state: "attached", timeout: TIMEOUT });
  await player2.selectOption(String(ids.rivalId));
  await dialog.getByLabel("Date", { exact: true }).fill(SHOWN);
  await dialog.getByLabel("Time", { exact: true }).selectOption("20:00");
  await dialog.getByLabel("Court", { exact: true }).selectOption("7");

  const path = "/api/league/matches";
  const refused = answerTo(page, "POST", path);
  await dialog.getByRole("button", { name: "Create Match", exact: true }).click();
  const params = await refusedField(await refused, "time", "player_busy");
  same(
    {
      playerId: params.playerId,
      player: params.player,
      date: params.date,
      time: params.time,
      cancha: params.cancha,
    },
    { playerId: ids.memberId, player: MEMBER, date: DAY, time: "19:30", cancha: 5 },
    "the busy player",
  );
  same(params.nextFree, { date: DAY, time: "21:00", cancha: 7 } satisfies Slot, "the next free slot");

  const alert = dialog.getByRole("alert");
  await see(
    alert,
    `${MEMBER} plays another match at 19:30: a player's matches start at least 90 minutes apart.`,
  );
  await see(alert, `Next free slot: ${ENGLISH_DAYS[WEEKDAY]}, ${SHOWN}, 21:00, court 7`);
  const take = dialog.getByRole("button", { name: "Take that slot" });
  await take.waitFor({ timeout: TIMEOUT });
  await refusalFits(page, alert.locator(".."), take, "the laptop's refusal");
  await snap(page, "next-free-challenge-refused", { whole: false });

  const writes = countWrites(page, "POST", path);
  const created = answerTo(page, "POST", path);
  await take.click();
  await expectStatus(await created, 201, "the challenge at the slot taken");
  await dialog.waitFor({ state: "detached", timeout: TIMEOUT });
  same(writes(), 1, "the writes of one tap");
  await see(page, "League match created");

  const pending = await call<WireLeagueMatch[]>(
    admin,
    "GET",
    `/api/league/matches?player=${ids.memberId}&status=pending`,
  );
  same(
    pending.map(({ player1Id, player2Id, date, time, cancha }) => ({
      player1Id,
      player2Id,
      date,
      time,
      cancha,
    })),
    [{ player1Id: ids.memberId, player2Id: ids.rivalId, date: DAY, time: "21:00", cancha: 7 }],
    "the member's pending challenges",
  );
  const card = page
    .getByRole("region", { name: "League" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: MEMBER }) })
    .filter({ has: page.getByRole("link", { name: ids.rival }) });
  await see(card, SHOWN);
  await see(card, "21:00");
  await see(card, "Court 7");
  await snap(page, "next-free-challenge-booked");
}

/** A browser of the member's own, signed in with the link the admin made. */
async function memberOn(
  browser: Browser,
  server: RunningServer,
  admin: BrowserContext,
  memberId: number,
  { viewport, locale, tap }: { viewport: { width: number; height: number }; locale: string; tap: string },
) {
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl, locale });
  const page = await context.newPage();
  await signInPage(admin, page, memberId, tap);
  return { context, page };
}

/** The whole journey, on its own server with an empty club. */
export async function nextFreeJourney(browser: Browser) {
  const server = await startServer({ port: 18116, empty: true });
  const admin = await browser.newContext({ baseURL: server.baseUrl });
  const contexts: BrowserContext[] = [admin];
  try {
    const { memberId, match, tournamentId, ids } = await seedDuel(admin, server.adminPassword, {
      member: MEMBER,
      opponent: OPPONENT,
      others: HOLDERS,
    });
    const league = await admin.request.post("/api/league/matches", {
      data: { player1Id: ids[HOLDERS[0]], player2Id: ids[HOLDERS[1]], date: DAY, time: "18:00", cancha: 5 },
    });
    if (league.status() !== 201) {
      throw new Error(`the league match answered ${league.status()}: ${await league.text()}`);
    }

    const phone = await memberOn(browser, server, admin, memberId, {
      viewport: PHONE,
      locale: "es-CR",
      tap: "Entrar",
    });
    contexts.push(phone.context);
    await phoneTakesNextFree(phone.page, admin, match, tournamentId);

    const laptop = await memberOn(browser, server, admin, memberId, {
      viewport: LAPTOP,
      locale: "en-US",
      tap: "Sign in",
    });
    contexts.push(laptop.context);
    await laptopChallengeTakesNextFree(laptop.page, admin, {
      memberId,
      rival: HOLDERS[1],
      rivalId: ids[HOLDERS[1]] ?? 0,
    });
  } catch (error) {
    for (const [index, context] of contexts.slice(1).entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}next-free-failure-${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of contexts) await context.close();
    await server.stop();
  }
}
