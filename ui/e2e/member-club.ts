/**
 * What the notice journeys share: an empty club with two members who meet in the first round of
 * a draw this week, signed in with the links the admin makes, and the checks of each screen.
 */
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { expectNoEnglish } from "./english-text";
import { fitsWidth, see, TIMEOUT } from "./screen";
import { photograph } from "./browser";

export { see, TIMEOUT };

export const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));

/**
 * Checks a screen (width, axe, and no English on a Spanish one) and photographs it into
 * e2e/screenshots/`name`-`width`.png.
 */
export async function snap(page: Page, name: string, { spanish = false, whole = true } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  await fitsWidth(page, `${name} at ${width} px`);
  try {
    if (spanish) await expectNoEnglish(page, `${name} at ${width} px`);
    await checkAccessibility(page, `${name} at ${width} px`);
  } finally {
    await photograph(page, { path: `${shots}${name}-${width}.png`, fullPage: whole });
  }
}

/** Sends one call through a browser's cookies; fails the journey on an unexpected status. */
export async function call<T>(
  context: BrowserContext,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await context.request.fetch(path, { method, data });
  if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (answer.status() === 204 ? undefined : await answer.json()) as T;
}

/** The club's date (UTC-6) `days` from today, as yyyy-mm-dd. */
export function clubDate(days = 0): string {
  return new Date(Date.now() - 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A match as the journeys read it. */
export interface WireMatch {
  id: number;
  player1Id: number | null;
  player2Id: number | null;
}

/**
 * The club, made by the admin (logged in here with `password`): four players and a
 * single-elimination draw this week in which `member` and `opponent` meet in the first round.
 * Answers their ids, that match, the draw's id and every player's id by name.
 */
export async function seedDuel(
  admin: BrowserContext,
  password: string,
  { member, opponent, others }: { member: string; opponent: string; others: [string, string] },
) {
  const login = await admin.request.post("/api/admin/login", { data: { password } });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  const ids: Record<string, number> = {};
  for (const name of [member, opponent, ...others]) {
    ids[name] = (await call<{ id: number }>(admin, "POST", "/api/players", { name })).id;
  }
  const memberId = ids[member] ?? 0;
  const opponentId = ids[opponent] ?? 0;
  const draw = await call<{ id: number }>(admin, "POST", "/api/tournaments", {
    name: "Copa de Socios",
    startDate: clubDate(),
    playerCount: 4,
    buyIn: 0,
    status: "active",
    tournamentType: "single_elimination",
    selectedPlayerIds: [memberId, ...others.map((other) => ids[other]), opponentId],
    manualBracketPositions: {
      "0": memberId,
      "1": opponentId,
      "2": ids[others[0]],
      "3": ids[others[1]],
    },
  });
  await call(admin, "POST", `/api/tournaments/${draw.id}/generate-matches`);
  const matches = await call<WireMatch[]>(admin, "GET", `/api/tournaments/${draw.id}/matches`);
  const match = matches.find(
    (m) =>
      (m.player1Id === memberId && m.player2Id === opponentId) ||
      (m.player1Id === opponentId && m.player2Id === memberId),
  );
  if (!match) throw new Error(`${member} and ${opponent} do not meet in the first round`);
  return { memberId, opponentId, match, tournamentId: draw.id, ids };
}

/** The one-time sign-in link the admin makes for a player, as a path with its `#token`. */
export async function signInLink(admin: BrowserContext, playerId: number): Promise<string> {
  const { url } = await call<{ url: string }>(admin, "POST", `/api/admin/players/${playerId}/sign-in-link`);
  const link = new URL(url);
  return `${link.pathname}${link.hash}`;
}

/** A phone signs in with the player's link, tapping the button named `tap`, and lands on its page. */
export async function signInPage(admin: BrowserContext, page: Page, playerId: number, tap: string) {
  await page.goto(await signInLink(admin, playerId));
  await page.getByRole("main").getByRole("button", { name: tap }).click();
  await page.waitForURL("**/me");
}

/** A browser signs in with the player's link through the API alone, as the page's tap does. */
export async function signInByApi(admin: BrowserContext, context: BrowserContext, playerId: number) {
  const token = new URL(await signInLink(admin, playerId), "http://club.invalid").hash.slice(1);
  await call(context, "POST", "/api/me/sign-in", { token });
}
