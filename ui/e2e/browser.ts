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
 * opens watches the Content-Security-Policy: closing a context in which any page broke the
 * policy (a blocked style, script or image) throws, so the journey fails.
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

/** Makes `context.close()` throw when a page of the context broke the security policy. */
export function watchPolicy(context: BrowserContext): BrowserContext {
  const violations: string[] = [];
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.location().url}: ${message.text()}`);
    }
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (violations.length > 0) {
      throw new Error(`the page broke the Content-Security-Policy:\n${violations.join("\n")}`);
    }
  };
  return context;
}
