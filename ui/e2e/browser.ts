/** Launches the system Chromium the way every browser check here needs it. */
import { chromium, type Browser, type BrowserContext } from "playwright-core";

/** Where Debian installs Chromium; override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The two screens the app is checked on: a phone and a laptop. */
export const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
] as const;

/**
 * Starts a headless Chromium without sandbox, GPU or background traffic. Every context it
 * opens watches the Content-Security-Policy; [`takePolicyViolations`] hands over what any
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

const violations: string[] = [];

/** Records every Content-Security-Policy violation of the context's pages. */
export function watchPolicy(context: BrowserContext): BrowserContext {
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.location().url}: ${message.text()}`);
    }
  });
  return context;
}

/** The policy violations seen since the last call, which are then forgotten. */
export function takePolicyViolations(): string[] {
  return violations.splice(0, violations.length);
}
