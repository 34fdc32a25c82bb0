/**
 * The bell (docs/api.md#notices), in English, on a phone, in a real Chromium against the real
 * binary on an empty club: the member waits on the hub with the bell in the top bar; the
 * opponent records the result of their match through the API with their own member cookie;
 * the member's bell counts it with no reload, its list shows the notice, and a tap on it opens
 * the member's page on that match, with Confirm and Dispute, and marks it read: the bell counts
 * one fewer. The member confirms and switches the page to Spanish: the list is read again in
 * Spanish with no reload, the question shown as answered. Photographed into
 * e2e/screenshots/bell-*-390.png.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { VIEWPORTS } from "./browser";
import { call, see, seedDuel, shots, signInByApi, signInPage, snap, TIMEOUT } from "./member-club";
import { startServer } from "./server";

const PHONE = VIEWPORTS[0];

const MEMBER = "Adriana Solano";
const OPPONENT = "Bruno Campos";
const OTHERS: [string, string] = ["Carla Méndez", "Daniel Rojas"];

/** How many notices the bell counts unread, from its name. */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notices/ });
  await bell.waitFor({ timeout: TIMEOUT });
  const name = (await bell.getAttribute("aria-label")) ?? "";
  return Number(/^Notices, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

/** Counts the page's loads from now on: the bell must count with none. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => (loads += 1));
  return () => loads;
}

/** The whole journey, on its own server with an empty club. */
export async function bellJourney(browser: Browser) {
  const server = await startServer({ port: 18112, empty: true });
  const admin = await browser.newContext({ baseURL: server.baseUrl });
  const contexts: BrowserContext[] = [admin];
  let page: Page | undefined;
  try {
    const { memberId, opponentId, match } = await seedDuel(admin, server.adminPassword, {
      member: MEMBER,
      opponent: OPPONENT,
      others: OTHERS,
    });
    const phone = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl, locale: "en-US" });
    contexts.push(phone);
    page = await phone.newPage();
    await signInPage(admin, page, memberId, "Sign in");
    await page.goto("/");
    await see(page, "Active Tournaments");
    const before = await unreadCount(page);
    const loads = countLoads(page);

    // The opponent, on a browser of their own, records that they won.
    const opponent = await browser.newContext({ baseURL: server.baseUrl });
    contexts.push(opponent);
    await signInByApi(admin, opponent, opponentId);
    await call(opponent, "POST", "/api/matches/result", {
      matchId: match.id,
      winnerId: opponentId,
      // Written from player 1's side.
      score: match.player1Id === opponentId ? "6-4, 6-3" : "4-6, 3-6",
    });

    const bell = page.getByRole("banner").getByRole("button", { name: `Notices, ${before + 1} unread` });
    await bell.waitFor({ timeout: TIMEOUT });
    if (loads() !== 0) throw new Error(`the page loaded ${loads()} times to count the notice`);
    await snap(page, "bell-counted", { whole: false });

    // Another notice (the timed ones are written every minute) may arrive while the page is
    // photographed: open the bell whatever it counts by now, and expect one fewer once the
    // result's notice is opened.
    const counted = await unreadCount(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notices/ })
      .click();
    const list = page.getByRole("dialog", { name: "Notices" });
    const notice = list.getByRole("link").filter({ hasText: "A result in your match" });
    await see(notice, `${OPPONENT} recorded`);
    await see(notice, "New");
    await snap(page, "bell-list", { whole: false });
    await notice.click();
    await page.waitForURL("**/me");
    await list.waitFor({ state: "detached", timeout: TIMEOUT });
    // Opened, it is read.
    const read = counted === 1 ? "Notices" : `Notices, ${counted - 1} unread`;
    await page
      .getByRole("banner")
      .getByRole("button", { name: read, exact: true })
      .waitFor({ timeout: TIMEOUT });

    const toConfirm = page.getByRole("region", { name: "Confirm or dispute" });
    await see(toConfirm, `${OPPONENT} recorded:`);
    for (const action of ["Confirm", "Dispute"]) {
      await toConfirm.getByRole("button", { name: action, exact: true }).waitFor({ timeout: TIMEOUT });
    }
    await snap(page, "bell-opened");

    // The member confirms; then switches the page to Spanish: the bell's list is read again in
    // Spanish with no reload, and the question shows as answered, not new.
    await call(page.context(), "POST", `/api/matches/${match.id}/confirm`);
    await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Español" }).click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Avisos/ })
      .click();
    const lista = page.getByRole("dialog", { name: "Avisos" });
    const aviso = lista.getByRole("link").filter({ hasText: "Un resultado en su partido" });
    await see(aviso, `${OPPONENT} anotó`);
    await see(aviso, "Respondido");
    if ((await aviso.getByText("Nuevo", { exact: true }).count()) !== 0) {
      throw new Error("an answered question still shows as new");
    }
    if ((await lista.getByText("A result in your match").count()) !== 0) {
      throw new Error("the bell still lists English notices after the switch");
    }
    if (loads() !== 0) throw new Error(`the page loaded ${loads()} times on the language switch`);
    await snap(page, "bell-spanish", { whole: false });
  } catch (error) {
    await page?.screenshot({ path: `${shots}bell-failure.png`, fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    for (const context of contexts) await context.close();
    await server.stop();
  }
}
