/**
 * The fees at the clubhouse desk (docs/rules.md#level-and-fee), on a phone, in a real Chromium
 * against the real binary on an empty club of four players, one of whose level is not
 * confirmed: the admin marks a fee paid in the Fees tab and sees the totals change, looks at the
 * tab in Spanish, then creates a tournament with the three who have not paid and sees the
 * warning name them before saving and again once saved. The Fees tab is checked with axe-core
 * and photographed into e2e/screenshots/fees-*-390.png, in English and in Spanish.
 */
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { photograph, VIEWPORTS } from "./browser";
import { expectNoEnglish } from "./english-text";
import { startServer } from "./server";
import { fitsWidth, see, TIMEOUT } from "./screen";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const PHONE = VIEWPORTS[0];

/** The club: each player's level as the admin confirmed it; Daniel's is not confirmed yet. */
const PLAYERS: [string, "C+" | "B" | null][] = [
  ["Adriana Solano", "B"],
  ["Bruno Campos", "B"],
  ["Carla Méndez", "C+"],
  ["Daniel Rojas", null],
];

/** The value of a total ("Collected", "Still owed") once it reads `amount`. */
async function total(page: Page, label: string, amount: string) {
  await page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd", { hasText: amount })
    .waitFor({ timeout: TIMEOUT });
}

async function snap(page: Page, name: string) {
  await fitsWidth(page, name);
  // A tab: the whole page from its top, the sticky top bar in its place; a dialog: what shows.
  const dialog = name.startsWith("create");
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  try {
    await checkAccessibility(page, `fees ${name}`);
  } finally {
    await photograph(page, {
      path: `${shots}fees-${name}-${page.viewportSize()?.width ?? 0}.png`,
      fullPage: !dialog,
    });
  }
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

/** Today at the club (UTC-6), as yyyy-mm-dd. */
function clubToday(): string {
  return new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
}

/** One tap marks Adriana's fee paid: the totals follow; Undo is there, and the filter hides her. */
async function markPaid(page: Page) {
  await page.goto("/admin?tab=fees");
  await see(page, "Who paid the season's fee (rules, Art. 3).");
  await total(page, "Collected", "₡0");
  await total(page, "Still owed", "₡40,000");
  await see(page, "0 of 4 paid");
  await snap(page, "tab-before");

  await page.getByRole("button", { name: "Mark paid for Adriana Solano" }).click();
  await see(page, "Fee marked paid");
  await total(page, "Collected", "₡10,000");
  await total(page, "Still owed", "₡30,000");
  await see(page, "1 of 4 paid");
  await page.getByRole("button", { name: "Undo Adriana Solano's payment" }).waitFor({ timeout: TIMEOUT });

  const list = page.getByRole("list", { name: /^Players and the \d{4} fee$/ });
  await page.getByRole("checkbox", { name: "Unpaid only" }).check();
  await list.getByText("Adriana Solano").waitFor({ state: "detached", timeout: TIMEOUT });
  await see(list, "Daniel Rojas");
  await page.getByRole("checkbox", { name: "Unpaid only" }).uncheck();
  await see(list, "Adriana Solano");
  await snap(page, "tab");
}

/** The same tab in Spanish, with the colones as Costa Rica writes them. */
async function inSpanish(page: Page) {
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Español" }).click();
  // The choice is remembered once the Spanish words have arrived and are on screen.
  await page.getByRole("group", { name: "Idioma" }).waitFor({ timeout: TIMEOUT });
  // Afresh, so that the English toast of the payment leaves the photograph; the choice is kept.
  await page.reload();
  await see(page, "Quién pagó la cuota de la temporada (reglamento, art. 3).");
  await total(page, "Recaudado", "₡10\u00a0000");
  await see(page, "1 de 4 pagaron");
  await expectNoEnglish(page, "the Fees tab");
  await snap(page, "tab-es");
  await page.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
  await see(page, "Who paid the season's fee (rules, Art. 3).");
}

/** A tournament with the three who have not paid, one of them unconfirmed: warned, then created. */
async function createWithUnpaid(page: Page) {
  const season = clubToday().slice(0, 4);
  await page.getByRole("tab", { name: "Tournaments", exact: true }).click();
  await page.getByRole("button", { name: "Create New Tournament" }).click();
  const create = page.getByRole("dialog", { name: "Create New Tournament" });
  await create.getByLabel("Tournament name").fill("Copa de la Cuota");
  await create.getByLabel("Start date").fill(clubToday());
  await create.getByRole("radio", { name: /Single Elimination/ }).check();
  await choose(page, create, "Player count", "4");
  for (const [name] of PLAYERS) await create.getByRole("checkbox", { name }).check();
  await see(create, "4 / 4 selected");

  const warning = create.getByRole("region", { name: "Check before you go on" });
  await see(warning, `${season} fee not paid: Bruno Campos, Carla Méndez, Daniel Rojas`);
  await see(warning, "Level not confirmed: Daniel Rojas");
  await see(warning, "You may go on: the administration decides (rules, Art. 4).");
  await warning.scrollIntoViewIfNeeded();
  await snap(page, "create-warning");

  await create.getByRole("button", { name: "Create Tournament" }).click();
  await create.waitFor({ state: "detached", timeout: TIMEOUT });
  await see(page, "Tournament created");
  await see(page, new RegExp(`${season} fee not paid: Bruno Campos, Carla Méndez, Daniel Rojas`));
}

/** The whole journey, on its own server with an empty club. */
export async function feesJourney(browser: Browser) {
  const server = await startServer({ port: 18096, empty: true });
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl, locale: "en-US" });
  const page = await context.newPage();
  try {
    // The admin journey logs in through the dialog; here the console is the point.
    const login = await context.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    for (const [name, level] of PLAYERS) {
      const added = await context.request.post("/api/players", { data: { name, level } });
      if (added.status() !== 201)
        throw new Error(`adding ${name} failed: ${added.status()} ${await added.text()}`);
    }
    await markPaid(page);
    await inSpanish(page);
    await createWithUnpaid(page);
  } catch (error) {
    await page.screenshot({ path: `${shots}fees-failure.png`, fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
    await server.stop();
  }
}
