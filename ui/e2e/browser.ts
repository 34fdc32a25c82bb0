/** Launches the system Chromium the way every browser check here needs it. */
import { AsyncLocalStorage } from "node:async_hooks";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Where Debian installs Chromium; override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Whether the journeys photograph the screens they check, into `ui/e2e/screenshots/`, for a
 * person to look at. `E2E_PHOTOS=0` leaves those photographs out: the test command's choice,
 * where nobody looks at them and they cost about a fifth of some journeys' time. A journey that
 * fails still photographs the screen it failed on.
 */
export const PHOTOGRAPHS = process.env.E2E_PHOTOS !== "0";

/** Photographs `page` into `path` (the whole page with `fullPage`), unless [`PHOTOGRAPHS`] is off. */
export async function photograph(page: Page, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (PHOTOGRAPHS) await page.screenshot(options);
}

/** The two screens the app is checked on: a phone and a laptop. */
export const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
] as const;

/**
 * Starts a headless Chromium without sandbox, GPU or background traffic. Every context it
 * opens watches the Content-Security-Policy; [`watchingPolicy`] collects what any
 * page broke (a blocked style, script or image), so that the journey fails on it.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchPolicy(await newContext(options));
  return browser;
}

/**
 * Where the violations of the contexts a piece of work opens are written: the journeys run
 * side by side, so each keeps its own (see [`watchingPolicy`]).
 */
const record = new AsyncLocalStorage<string[]>();

/**
 * Records every Content-Security-Policy violation of the context's pages, in the record of
 * the work that opened it (outside [`watchingPolicy`], nobody reads them).
 */
export function watchPolicy(context: BrowserContext): BrowserContext {
  const violations = record.getStore();
  if (!violations) return context;
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.location().url}: ${message.text()}`);
    }
  });
  return context;
}

/**
 * Runs `work`, writing the policy violations of every context it opens into `violations`,
 * which the caller reads once the work is done (a page still open may add more later).
 */
export function watchingPolicy<T>(violations: string[], work: () => Promise<T>): Promise<T> {
  return record.run(violations, work);
}
