/**
 * The clubhouse display (`/display`) on a 1920×1080 TV:
 * - with `?every=1` it shows every panel in turn; on each screen no text is under 28 px,
 *   nothing scrolls or overflows, and there is no cursor; each panel is photographed, in
 *   English and in Spanish (`?lang=es`);
 * - a result recorded through the API shows on the display, highlighted, and on an open
 *   tournament page within 2 s, with no navigation and no reload; after a server restart
 *   both reconnect by themselves and catch up;
 * - over 50 rotations, with results coming in, the JS heap, the DOM and the event
 *   listeners do not grow.
 * The rotation is time-dependent: its pages run on Playwright's clock, moved a second at a
 * time, instead of waiting a real second per screen. The result's 2 s and the reconnection
 * after a restart are about real latency, and run on real time.
 */
import { fileURLToPath } from "node:url";
import type { Browser, CDPSession, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { photograph } from "./browser";
import { login, record, type WireMatch } from "./live-journey";
import { startServer, type RunningServer } from "./server";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const TV = { width: 1920, height: 1080 };
const PANELS = ["matches", "groups", "bracket", "rankings", "league"] as const;
const SMALLEST_TEXT_PX = 28;
const SHOWN_WITHIN = 2_000;
const RECONNECTED_WITHIN = 15_000;
const ROTATIONS = 50;
/** How many times a walk through the panels may move the rotation on before it gives up. */
const WALK_MOST_MOVES = 40;
/** How long the display may take to draw its next screen once the clock has reached it. */
const ROTATION_SHOWN_WITHIN = 5_000;
/** Heap growth over the rotations that counts as a leak: generous, a leak grows without end. */
const HEAP_GROWTH_LIMIT = { bytes: 1.5 * 1024 * 1024, ratio: 0.25 };

/** The screen the display shows now (`matches-5-1`: panel, tournament, page). */
const slideOf = (page: Page) => page.getAttribute("[data-display]", "data-slide");

/** Fails unless the screen fits the TV: smallest text, no scrolling or clipping, no cursor. */
async function checkScreen(page: Page, slide: string) {
  const found = await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>("[data-display]");
    const main = root?.querySelector("main");
    let smallest = Infinity;
    let smallestText = "";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim() ?? "";
      const element = node.parentElement;
      if (!text || !element) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < smallest) {
        smallest = size;
        smallestText = text;
      }
    }
    const page = document.documentElement;
    return {
      smallest,
      smallestText,
      cursor: root ? getComputedStyle(root).cursor : "missing",
      pageScrolls: page.scrollHeight > window.innerHeight || page.scrollWidth > window.innerWidth,
      clipped: main ? main.scrollHeight > main.clientHeight || main.scrollWidth > main.clientWidth : true,
    };
  });
  if (found.smallest < SMALLEST_TEXT_PX) {
    throw new Error(
      `${slide}: "${found.smallestText}" is ${found.smallest} px, under ${SMALLEST_TEXT_PX} px`,
    );
  }
  if (found.cursor !== "none") throw new Error(`${slide}: the cursor is ${found.cursor}`);
  if (found.pageScrolls) throw new Error(`${slide}: the page scrolls`);
  if (found.clipped) throw new Error(`${slide}: the panel is taller or wider than the screen`);
}

/**
 * Moves the page's clock one rotation on (`every=1`: a second) and waits until the display
 * shows another screen; answers it. The clock keeps running at real speed besides, so the
 * display may move on by itself too: either way, a screen other than `from` is shown.
 */
async function nextSlide(page: Page, from: string | null): Promise<string> {
  await page.clock.fastForward(1_000);
  const other = page.locator(
    from === null
      ? "[data-display][data-slide]"
      : '[data-display][data-slide]:not([data-slide="' + from + '"])',
  );
  try {
    await other.waitFor({ state: "attached", timeout: ROTATION_SHOWN_WITHIN });
  } catch (error) {
    throw new Error(`the display stayed on ${from} a second after it was due to move on`, { cause: error });
  }
  return (await slideOf(page)) ?? "";
}

/**
 * Moves the rotation on until every panel has shown, checking each new screen and
 * photographing the first of each panel as `display-<lang>-<panel>-1920.png`.
 */
async function walkPanels(page: Page, lang: string) {
  const seen = new Set<string>();
  const panels = new Set<string>();
  let slide = await slideOf(page);
  // A screen that slipped by during a check (the clock runs on by itself too) shows on a later turn.
  // Each of PANELS by name: another panel the club's data adds (today's) counts for none of them.
  for (let moves = 0; !PANELS.every((panel) => panels.has(panel)); moves += 1) {
    if (moves > WALK_MOST_MOVES) {
      throw new Error(`only these panels showed in ${lang}: ${[...panels].join(", ")}`);
    }
    if (slide && !seen.has(slide)) {
      seen.add(slide);
      const panel = slide.split("-")[0] ?? "";
      await checkScreen(page, `${lang} ${slide}`);
      if (!panels.has(panel)) {
        panels.add(panel);
        await photograph(page, { path: `${shots}display-${lang}-${panel}-1920.png` });
        if (lang === "en") await checkAccessibility(page, `display ${slide}`);
      }
    }
    slide = await nextSlide(page, slide);
  }
}

/** The active tournament's unplayed matches of the current week, with both players known. */
async function thisWeeksOpenMatches(
  server: RunningServer,
): Promise<{ tournament: number; matches: WireMatch[] }> {
  const thisWeek = (await (await fetch(`${server.baseUrl}/api/this-week`)).json()) as {
    tournaments: { tournamentId: number; week: number }[];
  };
  const current = thisWeek.tournaments[0];
  if (!current) throw new Error("no active tournament this week");
  const all = (await (
    await fetch(`${server.baseUrl}/api/tournaments/${current.tournamentId}/matches`)
  ).json()) as WireMatch[];
  const open = all.filter(
    (m) => m.week === current.week && m.status === "pending" && m.player1Id !== null && m.player2Id !== null,
  );
  if (open.length < 6) throw new Error(`only ${open.length} open matches this week`);
  return { tournament: current.tournamentId, matches: open };
}

/** Waits for the display's scoreboard of `match` to show its result, highlighted. */
async function displayShows(page: Page, match: WireMatch, within: number, what: string) {
  try {
    await page.locator(`[data-result="match-${match.id}"][data-fresh]`).waitFor({ timeout: within });
  } catch (error) {
    throw new Error(`the display did not highlight match ${match.id} ${what} within ${within} ms`, {
      cause: error,
    });
  }
}

/** Waits for the tournament page's schedule row of `match` to show it played. */
async function pageShows(page: Page, match: WireMatch, within: number, what: string) {
  const row = page
    .locator("li")
    .filter({ hasText: match.player1Name ?? "" })
    .filter({ hasText: match.player2Name ?? "" })
    .first();
  try {
    await row.locator('[aria-label="Completed"]').waitFor({ timeout: within });
  } catch (error) {
    throw new Error(`the tournament page did not show match ${match.id} ${what} within ${within} ms`, {
      cause: error,
    });
  }
}

async function markNoReload(page: Page) {
  await page.evaluate(() => ((window as unknown as { displayMarker: number }).displayMarker = 1));
}

async function keptWithoutReload(page: Page, what: string) {
  const kept = await page.evaluate(() => (window as unknown as { displayMarker?: number }).displayMarker);
  if (kept !== 1) throw new Error(`${what} reloaded or navigated`);
}

/** The page's JS heap after a full garbage collection, with its DOM counters. */
async function memory(session: CDPSession) {
  await session.send("HeapProfiler.collectGarbage");
  await session.send("HeapProfiler.collectGarbage");
  const heap = await session.send("Runtime.getHeapUsage");
  const dom = await session.send("Memory.getDOMCounters");
  return { heap: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
}

/** Moves the display on `count` times, a second of its clock each. */
async function rotations(page: Page, count: number) {
  let slide = await slideOf(page);
  for (let moved = 0; moved < count; moved += 1) slide = await nextSlide(page, slide);
}

/** Moves the display on until it shows `slide` again, so that two measures see the same screen. */
async function backTo(page: Page, slide: string) {
  let now = await slideOf(page);
  for (let moves = 0; now !== slide; moves += 1) {
    if (moves > WALK_MOST_MOVES) throw new Error(`the display never came back to ${slide}`);
    now = await nextSlide(page, now);
  }
}

async function heapOverRotations(
  browser: Browser,
  server: RunningServer,
  cookie: string,
  spare: WireMatch[],
) {
  // A context of its own: its renderer holds nothing of the pages before.
  const context = await browser.newContext({ viewport: TV, baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto("/display?every=1");
  const session = await context.newCDPSession(page);
  await session.send("HeapProfiler.enable");
  await rotations(page, 10);
  const slide = (await slideOf(page)) ?? "";
  const before = await memory(session);
  for (let done = 0; done < ROTATIONS; done += 10) {
    // Results keep coming in, as on a tournament evening: refetches and highlights too. Each
    // is on screen, highlighted, before the rotation goes on.
    const match = spare.shift();
    if (match) {
      await record(server, cookie, match);
      await displayShows(page, match, RECONNECTED_WITHIN, "during the rotations");
    }
    await rotations(page, 10);
  }
  await backTo(page, slide);
  const after = await memory(session);
  const grew = after.heap - before.heap;
  console.log(
    `display over ${ROTATIONS} rotations: heap ${(before.heap / 1e6).toFixed(2)} -> ${(after.heap / 1e6).toFixed(2)} MB, ` +
      `DOM nodes ${before.nodes} -> ${after.nodes}, listeners ${before.listeners} -> ${after.listeners}`,
  );
  if (grew > Math.max(HEAP_GROWTH_LIMIT.bytes, before.heap * HEAP_GROWTH_LIMIT.ratio)) {
    throw new Error(`the display's heap grew by ${(grew / 1e6).toFixed(2)} MB over ${ROTATIONS} rotations`);
  }
  if (after.listeners > before.listeners + 10) {
    throw new Error(`event listeners grew from ${before.listeners} to ${after.listeners}`);
  }
  if (after.nodes > before.nodes * 1.5 + 200) {
    throw new Error(`DOM nodes grew from ${before.nodes} to ${after.nodes}`);
  }
  await context.close();
}

export async function displayJourney(browser: Browser) {
  const server = await startServer({ port: 18094 });
  try {
    const cookie = await login(server);
    const { tournament, matches } = await thisWeeksOpenMatches(server);
    const [first, second, ...spare] = matches as [WireMatch, WireMatch, ...WireMatch[]];
    // Every panel in turn, in both languages, on a clock of their own.
    const walk = await browser.newContext({ viewport: TV, baseURL: server.baseUrl });
    await walk.clock.install();
    const english = await walk.newPage();
    await english.goto("/display?every=1");
    await walkPanels(english, "en");
    await english.close();
    const spanish = await walk.newPage();
    await spanish.goto("/display?every=1&lang=es");
    await spanish
      .getByText(/Esta semana|Posiciones de los grupos|Eliminatoria|Ranking general|Liga de Retos/)
      .first()
      .waitFor();
    if ((await spanish.getAttribute("html", "lang")) !== "es")
      throw new Error("?lang=es did not make the display Spanish");
    await walkPanels(spanish, "es");
    await walk.close();

    // A result and a restart, on real time: what they check is how soon things show.
    const context = await browser.newContext({ viewport: TV, baseURL: server.baseUrl });

    // A result shows on the display and on a tournament page within 2 s.
    const display = await context.newPage();
    await display.goto("/display?every=60&panels=matches");
    await display.locator(`[data-result="match-${first.id}"]`).waitFor();
    const schedule = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: server.baseUrl,
    });
    const tournamentPage = await schedule.newPage();
    await tournamentPage.goto(`/tournament/${tournament}`);
    await tournamentPage.getByRole("tab", { name: "Schedule" }).click();
    for (const page of [display, tournamentPage]) {
      await page
        .getByRole("status")
        .filter({ hasText: "Live" })
        .first()
        .waitFor({ timeout: RECONNECTED_WITHIN });
      await markNoReload(page);
    }
    await record(server, cookie, first);
    await Promise.all([
      displayShows(display, first, SHOWN_WITHIN, "recorded"),
      pageShows(tournamentPage, first, SHOWN_WITHIN, "recorded"),
    ]);
    await photograph(display, { path: `${shots}display-en-new-result-1920.png` });

    // A restart: both come back by themselves and catch up on what they missed.
    await server.restart();
    await record(server, cookie, second);
    await Promise.all([
      displayShows(display, second, RECONNECTED_WITHIN, "after a restart"),
      pageShows(tournamentPage, second, RECONNECTED_WITHIN, "after a restart"),
    ]);
    await keptWithoutReload(display, "the display");
    await keptWithoutReload(tournamentPage, "the tournament page");
    await display.close();
    await schedule.close();

    await context.close();
    await heapOverRotations(browser, server, cookie, spare);
  } finally {
    await server.stop();
  }
}
