/** What the journeys check on every screen: text that shows up in time, and a page that fits its width. */
import type { Locator, Page } from "playwright-core";

/** How long a journey waits for what it expects to see. */
export const TIMEOUT = 10_000;

/** Waits until the text is on screen. */
export async function see(scope: Page | Locator, text: string | RegExp) {
  await scope
    .getByText(text)
    .filter({ visible: true })
    .first()
    .waitFor({ state: "visible", timeout: TIMEOUT });
}

/** Fails when the page scrolls sideways: every screen must fit its width. */
export async function fitsWidth(page: Page, what: string) {
  const { content, screen } = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  if (content > screen) throw new Error(`${what} is ${content} px wide on a ${screen} px screen`);
}
