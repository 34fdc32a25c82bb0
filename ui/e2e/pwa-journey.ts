/**
 * Installable and usable offline, in a persistent Chromium profile (an incognito context
 * always answers `in-incognito` to the installability check):
 * - the manifest and worker are served; Chromium's installability check finds no error;
 * - a page seen online opens again with the network gone, showing the last data seen and
 *   saying so;
 * - nothing that carried a credential is kept: after the admin logs in and opens the
 *   players (emails and birth dates), no kept answer holds either, and no admin or session
 *   call is kept at all.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_PATH, watchPolicy, photograph } from "./browser";
import type { RunningServer } from "./server";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const TIMEOUT = 15_000;

interface Kept {
  cache: string;
  url: string;
  body: string;
}

/** Everything the worker's caches hold, with the text of each API answer. */
function keptAnswers(page: Page): Promise<Kept[]> {
  return page.evaluate(async () => {
    const kept: Kept[] = [];
    for (const cache of await caches.keys()) {
      const store = await caches.open(cache);
      for (const request of await store.keys()) {
        const url = new URL(request.url).pathname;
        const answer = await store.match(request);
        const body = url.startsWith("/api/") && answer ? await answer.text() : "";
        kept.push({ cache, url, body });
      }
    }
    return kept;
  });
}

export async function pwaJourney(server: RunningServer) {
  const profile = mkdtempSync(join(tmpdir(), "tournament-hub-pwa-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    viewport: { width: 390, height: 844 },
    baseURL: server.baseUrl,
  });
  watchPolicy(context);
  try {
    const manifest = await context.request.get("/manifest.webmanifest");
    if (!manifest.ok() || !manifest.headers()["content-type"]?.includes("manifest+json")) {
      throw new Error(`the manifest is served as ${manifest.status()} ${manifest.headers()["content-type"]}`);
    }
    const worker = await context.request.get("/sw.js");
    if (!worker.ok() || worker.headers()["cache-control"] !== "no-cache") {
      throw new Error(`the worker is served as ${worker.status()} ${worker.headers()["cache-control"]}`);
    }

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await page.getByText("WELCOME TO THE").waitFor({ timeout: TIMEOUT });
    // Registered after the first paint; it takes the page over as soon as it is active.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: TIMEOUT,
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    if (installabilityErrors.length > 0) {
      throw new Error(`not installable: ${JSON.stringify(installabilityErrors)}`);
    }

    // Seen online, then opened again with no network.
    const rankings = (await (await fetch(`${server.baseUrl}/api/rankings`)).json()) as { name: string }[];
    const leader = rankings[0]?.name;
    if (!leader) throw new Error("the demo club has no ranking");
    await page.goto("/rankings");
    await page.getByText(leader).first().waitFor({ timeout: TIMEOUT });
    // Offline for the page and for the worker: Chromium's offline emulation does not reach
    // a service worker's own fetches, so the server goes away too.
    await context.setOffline(true);
    await server.pause();
    await page.reload();
    await page.getByText(leader).first().waitFor({ timeout: TIMEOUT });
    await page.getByRole("status").filter({ hasText: "You are offline" }).waitFor({ timeout: TIMEOUT });
    await photograph(page, { path: `${shots}real-offline-rankings-390.png` });
    await context.setOffline(false);
    await server.restart();

    // The admin on the same browser: their answers are never kept.
    const login = await context.request.post("/api/admin/login", {
      data: { password: server.adminPassword },
      headers: { Origin: server.baseUrl },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
    await page.goto("/admin?tab=players");
    await page.getByText("@").first().waitFor({ timeout: TIMEOUT });
    await page.goto("/rankings");
    await page.getByText(leader).first().waitFor({ timeout: TIMEOUT });
    const kept = await keptAnswers(page);
    const shell = kept.filter((entry) => entry.cache.startsWith("shell-"));
    if (!shell.some((entry) => entry.url === "/")) throw new Error("the app shell is not kept");
    const leaked = kept.filter(
      (entry) =>
        /^\/api\/(admin|session)/.test(entry.url) ||
        entry.url === "/api/events" ||
        /"email"|"dateOfBirth"/.test(entry.body),
    );
    if (leaked.length > 0) {
      throw new Error(`kept what carried a credential: ${leaked.map((entry) => entry.url).join(", ")}`);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
