/**
 * Live: a result recorded through the API shows on every open tab of a tournament's schedule
 * within 2 s, with no navigation and no reload; seven tabs share the browser's one stream,
 * and the seventh updates too. Then the server restarts (same database, same port): every
 * tab reconnects by itself and catches up on a result recorded while it was away.
 */
import type { Browser, Page } from "playwright-core";
import { startServer, type RunningServer } from "./server";

const TABS = 7;
const SHOWN_WITHIN = 2_000;
const RECONNECTED_WITHIN = 15_000;

export interface WireMatch {
  id: number;
  status: string;
  stage: string;
  week: number;
  player1Id: number | null;
  player2Id: number | null;
  player1Name: string | null;
  player2Name: string | null;
}

export async function login(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify({ password: server.adminPassword }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status}`);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("admin login set no cookie");
  return cookie;
}

/** The active tournament and its unplayed group matches with both players known. */
async function openMatches(server: RunningServer): Promise<{ tournament: number; matches: WireMatch[] }> {
  const tournaments = (await (await fetch(`${server.baseUrl}/api/tournaments`)).json()) as {
    id: number;
    status: string;
  }[];
  for (const { id, status } of tournaments) {
    if (status !== "active") continue;
    const all = (await (
      await fetch(`${server.baseUrl}/api/tournaments/${id}/matches`)
    ).json()) as WireMatch[];
    const open = all.filter(
      (m) => m.status !== "completed" && m.stage === "group" && m.player1Id !== null && m.player2Id !== null,
    );
    if (open.length >= 2) return { tournament: id, matches: open };
  }
  throw new Error("no active tournament with two unplayed group matches");
}

export async function record(server: RunningServer, cookie: string, match: WireMatch) {
  const response = await fetch(`${server.baseUrl}/api/matches/result`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl, Cookie: cookie },
    body: JSON.stringify({ matchId: match.id, winnerId: match.player1Id, score: "6-1, 6-1" }),
  });
  if (!response.ok)
    throw new Error(`recording match ${match.id}: ${response.status} ${await response.text()}`);
}

/** The schedule row of `match`: the list item that names both its players. */
function row(page: Page, match: WireMatch) {
  return page
    .locator("li")
    .filter({ hasText: match.player1Name ?? "" })
    .filter({ hasText: match.player2Name ?? "" })
    .first();
}

async function showsPlayed(page: Page, match: WireMatch, within: number, tab: number) {
  try {
    await row(page, match).locator('[aria-label="Completed"]').waitFor({ timeout: within });
  } catch (error) {
    throw new Error(`tab ${tab} did not show match ${match.id} as played within ${within} ms`, {
      cause: error,
    });
  }
}

export async function liveJourney(browser: Browser) {
  const server = await startServer({ port: 18093 });
  try {
    const cookie = await login(server);
    const { tournament, matches } = await openMatches(server);
    const [first, second] = matches as [WireMatch, WireMatch];
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: server.baseUrl,
    });
    const pages: Page[] = [];
    for (let i = 0; i < TABS; i += 1) {
      const page = await context.newPage();
      await page.goto(`/tournament/${tournament}`);
      await page.getByRole("tab", { name: "Schedule" }).click();
      await row(page, first).waitFor();
      // A marker that a reload or a navigation would wipe.
      await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));
      pages.push(page);
    }
    for (const [i, page] of pages.entries()) {
      await page
        .getByRole("status")
        .filter({ hasText: "Live" })
        .first()
        .waitFor({ timeout: RECONNECTED_WITHIN });
      if (await row(page, first).locator('[aria-label="Completed"]').count()) {
        throw new Error(`tab ${i + 1} shows match ${first.id} played before it was`);
      }
    }

    await record(server, cookie, first);
    for (const [i, page] of pages.entries()) await showsPlayed(page, first, SHOWN_WITHIN, i + 1);

    await server.restart();
    // Recorded at once, likely before the tabs are back: they hear it when they reconnect.
    await record(server, cookie, second);
    for (const [i, page] of pages.entries()) {
      await page
        .getByRole("status")
        .filter({ hasText: "Live" })
        .first()
        .waitFor({ timeout: RECONNECTED_WITHIN });
      await showsPlayed(page, second, RECONNECTED_WITHIN, i + 1);
    }
    for (const [i, page] of pages.entries()) {
      const kept = await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker);
      if (kept !== 1) throw new Error(`tab ${i + 1} reloaded or navigated`);
    }
    await context.close();
  } finally {
    await server.stop();
  }
}
