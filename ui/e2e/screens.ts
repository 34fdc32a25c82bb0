/**
 * Screenshots of every public screen at phone and laptop size, for looking at
 * the design. By default on the sample club of fixtures/club.ts, without a
 * server; with LIVE_API=http://host:port against a running server seeded by
 * seed.ts (the preview proxies /api there). Run after `npm run build`:
 * `npm run screens [name-filter]`. Pictures land in e2e/screenshots/.
 */
import { mkdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { preview } from "vite";
import { launchBrowser, VIEWPORTS } from "./browser";
import { answer } from "./fixtures/club";

const outDir = fileURLToPath(new URL("./screenshots/", import.meta.url));
const rulesFile = fileURLToPath(new URL("../../assets/tournament-rules.txt", import.meta.url));

async function serveFixtures(page: Page) {
  const rules = await readFile(rulesFile, "utf8");
  await page.route("**/tournament-rules.txt", (route) =>
    route.fulfill({ status: 200, contentType: "text/plain; charset=utf-8", body: rules }),
  );
  await page.route("**/api/**", async (route) => {
    const request = route.request();
    if (request.method() === "POST" && request.url().includes("/signup")) {
      return route.fulfill({ status: 201, json: { id: 99, status: "pending" } });
    }
    const url = new URL(request.url());
    const found = answer(url.pathname + url.search);
    if (!found) return route.fulfill({ status: 404, json: { error: "not_found", message: "Unknown path" } });
    return route.fulfill({ status: found.status, json: found.body });
  });
}

/** A screen to capture; dialogs are captured as the viewport shows them, pages whole. */
const live = process.env.LIVE_API;
// Tournament ids of the sample club, and of a server seeded by seed.ts (which has no finished one).
const ids = live
  ? { hybrid: 1, finished: null, single: 2, soon: 3 }
  : { hybrid: 1, finished: 2, single: 3, soon: 4 };

type Shot = { name: string; path: string; act?: (page: Page) => Promise<void>; dialog?: boolean };

const shots: Shot[] = [
  { name: "hub", path: "/" },
  { name: "hub-league", path: "/league" },
  { name: "tournament-schedule", path: `/tournament/${ids.hybrid}` },
  {
    name: "tournament-bracket",
    path: `/tournament/${ids.hybrid}`,
    act: async (page) => page.getByRole("tab", { name: "Bracket" }).click(),
  },
  {
    name: "ranking-details",
    dialog: true,
    path: `/tournament/${ids.hybrid}`,
    act: async (page) => {
      await page.getByRole("tab", { name: "Bracket" }).click();
      await page
        .getByRole("button", { name: /Pablo Jiménez/ })
        .first()
        .click();
    },
  },
  {
    name: "tournament-players",
    path: `/tournament/${ids.hybrid}`,
    act: async (page) => page.getByRole("tab", { name: "Players" }).click(),
  },
  {
    name: "progress",
    dialog: true,
    path: `/tournament/${ids.hybrid}`,
    act: async (page) => page.getByRole("button", { name: "Progress" }).click(),
  },
  {
    name: "view-rules",
    dialog: true,
    path: `/tournament/${ids.hybrid}`,
    act: async (page) => page.getByRole("button", { name: "View Rules" }).click(),
  },
  {
    name: "champion-bracket",
    path: `/tournament/${ids.finished}`,
    act: async (page) => page.getByRole("tab", { name: "Bracket" }).click(),
  },
  {
    name: "single-elimination",
    path: `/tournament/${ids.single}`,
    act: async (page) => page.getByRole("tab", { name: "Bracket" }).click(),
  },
  {
    name: "coming-soon-bracket",
    path: `/tournament/${ids.soon}`,
    act: async (page) => page.getByRole("tab", { name: "Bracket" }).click(),
  },
  { name: "tournament-not-found", path: "/tournament/999" },
  { name: "rankings", path: "/rankings" },
  { name: "rankings-past-season", path: "/rankings?season=2025" },
  {
    name: "profile",
    dialog: true,
    path: "/rankings",
    act: async (page) => page.getByRole("button", { name: "Luis Vega", exact: true }).click(),
  },
  { name: "invite-form", path: "/invite/live-invite" },
  { name: "invite-invalid", path: "/invite/expired" },
  { name: "reglamento", path: "/reglamento" },
  { name: "not-found", path: "/no/such/page" },
];

// vite.config.ts sends /api and the rules text to this server, in preview as in development.
if (live) process.env.TOURNAMENT_HUB_DEV_API = live;
const server = await preview({
  preview: { port: 4179, strictPort: true, host: "127.0.0.1" },
  logLevel: "warn",
});
const base = "http://127.0.0.1:4179";
const browser = await launchBrowser();
const only = process.argv[2];
try {
  await mkdir(outDir, { recursive: true });
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    for (const shot of shots.filter((s) => (!only || s.name.includes(only)) && !s.path.endsWith("/null"))) {
      const page = await context.newPage();
      if (!live) await serveFixtures(page);
      await page.goto(base + shot.path, { waitUntil: "networkidle" });
      if (shot.act) await shot.act(page);
      await page.waitForTimeout(400);
      await page.screenshot({
        path: `${outDir}${live ? "live-" : ""}${shot.name}-${viewport.width}.png`,
        fullPage: !shot.dialog,
      });
      await page.close();
    }
    await context.close();
  }
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
  server.httpServer.close();
}
