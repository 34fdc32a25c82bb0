/**
 * Printed draws and schedules, printed to PDF by Chromium as the clubhouse PC would:
 * - a 16-player hybrid's bracket tab (group tables and tree) on one A4 landscape page;
 * - a 32-player single elimination's on one A4 landscape page, a 64-player one on two;
 * - a schedule on A4 portrait;
 * - in print, the top bar, tabs, buttons and footer are gone, and the club's name and the
 *   printed-on date are there.
 * Each PDF is kept in e2e/screenshots/ (docs/screenshots/printed-draw-*.png were made from
 * them with `pdftoppm -r 110 -png -singlefile`).
 */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { client, play } from "./seed";
import { startServer } from "./server";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const TIMEOUT = 15_000;

const FIRST = ["Ana", "Luis", "Marta", "Pablo", "Sofía", "Diego", "Valeria", "Andrés"];
const LAST = ["Mora", "Vega", "Solís", "Jiménez", "Rojas", "Castro", "Núñez", "Quesada"];

/** A PDF's pages and the size of the first (in points: A4 is 595 × 842). */
function pdfPages(pdf: Buffer): { count: number; width: number; height: number } {
  const text = pdf.toString("latin1");
  const count = (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return { count, width: Number(box?.[1] ?? 0), height: Number(box?.[2] ?? 0) };
}

async function printTab(page: Page, tournamentId: number, tab: "Bracket" | "Schedule", name: string) {
  await page.goto(`/tournament/${tournamentId}`);
  await page.getByRole("tab", { name: tab }).click();
  await page
    .getByRole("heading", { name: tab === "Bracket" ? "Tournament Bracket" : /^Week 1( |$)/ })
    .first()
    .waitFor({ timeout: TIMEOUT });
  // What paper shows: no chrome, the masthead with the date.
  await page.emulateMedia({ media: "print" });
  for (const gone of ["banner", "tablist", "contentinfo"] as const) {
    if (await page.getByRole(gone).first().isVisible()) throw new Error(`${name}: the ${gone} prints`);
  }
  if (await page.locator("a[data-share]").filter({ visible: true }).count()) {
    throw new Error(`${name}: a share button prints`);
  }
  const masthead = page.getByText(/^Printed on \d\d\/\d\d\/\d{4}$/).filter({ visible: true });
  if ((await masthead.count()) === 0) throw new Error(`${name}: no printed-on date on paper`);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: null });
  await writeFile(`${shots}print-${name}.pdf`, pdf);
  return pdfPages(pdf);
}

function expectPages(name: string, got: ReturnType<typeof pdfPages>, count: number, landscape: boolean) {
  const isLandscape = got.width > got.height;
  if (
    got.count !== count ||
    isLandscape !== landscape ||
    Math.round(Math.max(got.width, got.height)) !== 842
  ) {
    throw new Error(
      `${name} printed ${got.count} page(s) of ${got.width} × ${got.height} pt; expected ${count} A4 ${landscape ? "landscape" : "portrait"}`,
    );
  }
}

export async function printJourney(browser: Browser) {
  const server = await startServer({ port: 18095, empty: true });
  try {
    const call = client(server.baseUrl);
    await call("POST", "/api/admin/login", { password: server.adminPassword });
    const ids: number[] = [];
    for (const first of FIRST)
      for (const last of LAST)
        ids.push(
          (
            await call<{ id: number }>("POST", "/api/players", {
              name: `${first} ${last}`,
              bestHand: "right",
            })
          ).id,
        );

    const create = async (name: string, playerCount: number, tournamentType: string) => {
      const { id } = await call<{ id: number }>("POST", "/api/tournaments", {
        name,
        startDate: "2026-11-02",
        playerCount,
        buyIn: 0,
        status: "active",
        tournamentType,
        selectedPlayerIds: ids.slice(0, playerCount),
      });
      await call("POST", `/api/tournaments/${id}/generate-matches`);
      return id;
    };
    const hybrid = await create("Copa de Noviembre", 16, "hybrid");
    await play(call, hybrid, ["group"]);
    await play(call, hybrid, ["quarterfinal"]);
    const single32 = await create("Abierto de 32", 32, "single_elimination");
    await play(call, single32, ["round_of_32"]);
    const single64 = await create("Abierto de 64", 64, "single_elimination");

    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: server.baseUrl,
    });
    const page = await context.newPage();
    expectPages("16-player hybrid", await printTab(page, hybrid, "Bracket", "bracket-hybrid-16"), 1, true);
    expectPages("32-player draw", await printTab(page, single32, "Bracket", "bracket-single-32"), 1, true);
    expectPages("64-player draw", await printTab(page, single64, "Bracket", "bracket-single-64"), 2, true);
    const schedule = await printTab(page, hybrid, "Schedule", "schedule-hybrid-16");
    if (schedule.count < 1 || schedule.width > schedule.height) {
      throw new Error(`the schedule printed on ${schedule.width} × ${schedule.height} pt, not A4 portrait`);
    }
    await context.close();
  } finally {
    await server.stop();
  }
}
