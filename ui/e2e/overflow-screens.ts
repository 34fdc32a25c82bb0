/**
 * What the overflow journeys share (overflow-journey.ts, overflow-doubles.ts): the phone, the two
 * languages, names in either, and the check of an open screen, which fails when it does not fit
 * (overflow.ts) and photographs it into e2e/screenshots/overflow-*.png.
 */
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { photograph, PHOTOGRAPHS } from "./browser";
import { expectFits } from "./overflow";
import { TIMEOUT } from "./screen";

/** Where the photographs go. */
export const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));

/** The narrowest phone the club's members use. */
export const PHONE = { width: 360, height: 780 };

export type Language = "es" | "en";
/** The browser's language for each of the app's. */
export const LOCALES: Record<Language, string> = { es: "es-CR", en: "en-US" };

/** A text as a regular expression matches it, literally. */
export function quote(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A name in Spanish or in English, whole. */
export function either(es: string, en: string): RegExp {
  return new RegExp(`^(${quote(es)}|${quote(en)})$`);
}

/** Checks that the open screen fits and photographs it: the open dialog whole, else the page. */
export async function fits(page: Page, language: Language, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const path = `${shots}overflow-${name}-${language}-${width}.png`;
  try {
    await expectFits(page, `${name} (${language})`);
  } finally {
    // Without photographs (E2E_PHOTOS=0) the dialog is neither measured nor the screen resized.
    if (PHOTOGRAPHS) await photographScreen(page, path);
  }
}

/** Photographs the open screen into `path`: the top dialog whole, else the whole page. */
async function photographScreen(page: Page, path: string) {
  // The top dialog when one opened another.
  const open = page.getByRole("dialog").last();
  if ((await page.getByRole("dialog").count()) >= 1) {
    // A dialog scrolls inside its overlay: the screen is made as tall as it for the photograph.
    const size = page.viewportSize() ?? PHONE;
    const height = await open.evaluate((panel) => panel.getBoundingClientRect().height);
    await page.setViewportSize({
      width: size.width,
      height: Math.max(size.height, Math.ceil(height) + 48),
    });
    await photograph(page, { path });
    await page.setViewportSize(size);
  } else await photograph(page, { path, fullPage: true });
}

export function dialog(page: Page, title: RegExp): Locator {
  return page.getByRole("dialog", { name: title });
}

/** Closes the open dialog with Escape and waits until it is gone. */
export async function escape(page: Page, open: Locator) {
  await page.keyboard.press("Escape");
  await open.waitFor({ state: "detached", timeout: TIMEOUT });
}

/** Opens a dialog with the button `opener`, checks it, and closes it. */
export async function openDialog(
  page: Page,
  language: Language,
  name: string,
  opener: Locator,
  title: RegExp,
) {
  await opener.first().click();
  const open = dialog(page, title);
  await open.waitFor({ timeout: TIMEOUT });
  // Content fetched on opening (a link, a list) settles first.
  await page.waitForLoadState("networkidle");
  await fits(page, language, name);
  await escape(page, open);
}
