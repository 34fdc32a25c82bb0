/**
 * Which language a page speaks. `choose-language.js`, a tiny blocking script that index.html
 * loads before the first paint, picks it (the visitor's remembered choice, else the browser's
 * languages) and writes it into `<html lang>`; the app starts in that language and the first
 * paint already shows it. The app then keeps `<html lang>` and the remembered choice up to date.
 */

/** The languages the app speaks; English is the default. */
export const LOCALES = ["en", "es"] as const;

/** A language the app speaks. */
export type Locale = (typeof LOCALES)[number];

/** The language when nothing says otherwise. */
export const DEFAULT_LOCALE: Locale = "en";

/** Where the visitor's choice is kept; `choose-language.js` reads the same key. */
export const LOCALE_STORAGE_KEY = "tournament-hub.language";

/** Narrows a string to a language the app speaks. */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The language `choose-language.js` chose for this page (English when it did not run). */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Remembers the visitor's choice for their next visits; a browser that refuses storage forgets it. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage turned off: the choice holds until the page is left.
  }
}
