/**
 * Checks of issue 32 that the English and the Spanish journeys both walk, each in its own
 * language: the bracket shows each player's seed as the Players tab does, a tournament's
 * Schedule tab opens on the current week on a phone, and the hub folds the finished
 * tournaments of past seasons.
 */
import type { Browser, Page } from "playwright-core";
import type { RunningServer } from "./server";

const TIMEOUT = 10_000;

/** The words a check looks for, in the journey's language. */
export interface ClubWords {
  /** The browser's locale. */
  locale: string;
  /** How the Players tab says a seed: "Seed 3", "Preclasificado 3". */
  seed: (seed: number) => string;
  /** The current week's mark on the Schedule tab. */
  thisWeek: string;
  /** A season's fold on the hub: "Finished in 2025". */
  finishedIn: (season: number) => string;
  /** A finished card's champion fact. */
  champion: string;
}

export const ENGLISH: ClubWords = {
  locale: "en-US",
  seed: (seed) => `Seed ${seed}`,
  thisWeek: "This week",
  finishedIn: (season) => `Finished in ${season}`,
  champion: "Champion",
};

export const SPANISH: ClubWords = {
  locale: "es-CR",
  seed: (seed) => `Preclasificado ${seed}`,
  thisWeek: "Esta semana",
  finishedIn: (season) => `Finalizados en ${season}`,
  champion: "Campeón",
};

interface WireTournament {
  id: number;
  name: string;
  status: string;
  season: number;
  championName: string | null;
}

interface WirePlayer {
  playerId: number;
  name: string;
  seed: number;
  seedShown: boolean;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function json<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}`);
  return (await answer.json()) as T;
}

/**
 * On a tournament's Bracket tab (open on `page`): every seed the Players tab shows is beside
 * its player's name, and each seed mark on the bracket stands beside the player it belongs to.
 */
export async function seedsInBracket(page: Page, tournamentId: number, words: ClubWords) {
  const players = await json<WirePlayer[]>(page, `/api/tournaments/${tournamentId}/players`);
  const seeded = players.filter((player) => player.seedShown).sort((a, b) => a.seed - b.seed);
  if (seeded.length === 0) throw new Error(`tournament ${tournamentId} shows no seed`);
  const bracket = page.getByRole("tabpanel");
  // The top seeds, each in a group table's row whose name says the seed as the Players tab does.
  for (const player of seeded.slice(0, 3)) {
    await bracket
      .getByRole("button", { name: new RegExp(`${escape(player.name)}.*${escape(words.seed(player.seed))}`) })
      .first()
      .waitFor({ state: "visible", timeout: TIMEOUT });
  }
  // No mark strays: the row of each one shown names the player of that seed.
  const marks = await bracket.evaluate((panel) =>
    Array.from(panel.querySelectorAll<HTMLElement>("[data-seed]"))
      .filter((mark) => !mark.closest(".print-draw") && mark.checkVisibility())
      .map((mark) => ({
        seed: Number(mark.dataset.seed),
        row: mark.closest("tr, li, article")?.textContent ?? "",
      })),
  );
  if (marks.length < seeded.length) {
    throw new Error(`the bracket shows ${marks.length} seeds, the Players tab ${seeded.length}`);
  }
  const nameOf = new Map(seeded.map((player) => [player.seed, player.name]));
  const strays = marks.filter((mark) => !mark.row.includes(nameOf.get(mark.seed) ?? "\u0000"));
  if (strays.length > 0) throw new Error(`seed marks beside the wrong player: ${JSON.stringify(strays)}`);
}

/**
 * The active tournament's Schedule tab: on a phone it opens on the current week, marked,
 * within the screen; on a laptop the page stays at its top. Each week is headed by its dates.
 */
export async function currentWeekOpened(browser: Browser, server: RunningServer, words: ClubWords) {
  const api = await browser.newContext({ baseURL: server.baseUrl });
  const thisWeek = await json<{ tournaments: { tournamentId: number; week: number; firstDay: string }[] }>(
    await api.newPage(),
    "/api/this-week",
  );
  await api.close();
  const current = thisWeek.tournaments[0];
  if (!current) throw new Error("no active tournament this week");
  if (current.week < 2)
    throw new Error("the demo's active tournament is in its first week: nothing to open on");
  const [year, month, day] = current.firstDay.split("-");
  const firstDay = `${day}/${month}/${year}`;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL: server.baseUrl, locale: words.locale });
    const page = await context.newPage();
    await page.goto(`/tournament/${current.tournamentId}`);
    const mark = page.getByText(words.thisWeek, { exact: true });
    await mark.waitFor({ state: "visible", timeout: TIMEOUT });
    const week = page.locator("section[aria-current='date']");
    const heading = await week.getByRole("heading").first().textContent();
    if (!heading?.includes(firstDay)) {
      throw new Error(`the current week's heading "${heading}" does not start on ${firstDay}`);
    }
    if (viewport.width < 1024) {
      // The scroll happens once the week is known; it stays put after.
      await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: TIMEOUT });
      const box = await week.boundingBox();
      if (!box || box.y < 0 || box.y > viewport.height / 2) {
        throw new Error(`on a phone the current week starts at ${box?.y} px, not at the top of the screen`);
      }
    } else {
      await page.waitForTimeout(500);
      const scrolled = await page.evaluate(() => window.scrollY);
      if (scrolled !== 0) throw new Error(`on a laptop the schedule scrolled by ${scrolled} px`);
    }
    await context.close();
  }
}

/**
 * The hub at `page`'s width: the finished tournaments fold by season, the current season
 * open and the older ones folded (their cards not on the page); unfolding one shows its
 * cards with their champions.
 */
export async function seasonsFolded(page: Page, words: ClubWords) {
  const tournaments = await json<WireTournament[]>(page, "/api/tournaments");
  const finished = tournaments.filter((tournament) => tournament.status === "completed");
  const seasons = [...new Set(finished.map((tournament) => tournament.season))].sort((a, b) => b - a);
  // The club's year (UTC-6), as the hub reads the current season.
  const current = new Date(Date.now() - 6 * 3_600_000).getUTCFullYear();
  const older = seasons.filter((season) => season < current);
  if (older.length === 0) throw new Error("the club has no finished tournament of an older season");
  for (const season of seasons) {
    const fold = page.getByRole("button", { name: new RegExp(`^${escape(words.finishedIn(season))}`) });
    await fold.waitFor({ state: "visible", timeout: TIMEOUT });
    const expanded = await fold.getAttribute("aria-expanded");
    if (expanded !== String(season === current)) {
      throw new Error(`${words.finishedIn(season)} is ${expanded === "true" ? "open" : "folded"}`);
    }
  }
  const season = older[0] as number;
  const cards = finished.filter((tournament) => tournament.season === season);
  const first = cards[0] as WireTournament;
  const heading = page.getByRole("heading", { name: first.name, exact: true });
  if ((await heading.count()) > 0)
    throw new Error(`${first.name} of ${season} shows while its season is folded`);
  const fold = page.getByRole("button", { name: new RegExp(`^${escape(words.finishedIn(season))}`) });
  await fold.click();
  await heading.first().waitFor({ state: "visible", timeout: TIMEOUT });
  const panel = page.locator(`[id="${await fold.getAttribute("aria-controls")}"]`);
  for (const card of cards.filter((tournament) => tournament.championName)) {
    await panel
      .getByText(card.championName as string, { exact: true })
      .first()
      .waitFor({ timeout: TIMEOUT });
  }
  await panel.getByText(words.champion, { exact: true }).first().waitFor({ timeout: TIMEOUT });
  if ((await fold.getAttribute("aria-expanded")) !== "true") throw new Error(`${season} did not unfold`);
}
