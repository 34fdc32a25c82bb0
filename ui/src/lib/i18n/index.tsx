import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Dictionary, ErrorTexts, MessageKey } from "./en";
import { makeFormat, type Format } from "./format";
import { DEFAULT_LOCALE, rememberLocale, type Locale } from "./locale";

export type { Dictionary, ErrorTexts, MessageKey } from "./en";
export type { Format } from "./format";
export { DEFAULT_LOCALE, isLocale, LOCALES, pageLocale, type Locale } from "./locale";

/** Values filled into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** A translate function bound to one language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The keys that come in a `.one` and an `.other` form, without that ending: `tournaments.count`. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.other`
    ? `${Base}.one` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

/** Picks the form of a plural key that fits the count (`Intl.PluralRules`), filling `{count}`. */
export type Pluralize = (count: number, key: PluralKey, params?: MessageParams) => string;

/**
 * Each language's dictionary is its own chunk: a visitor downloads the one they read, with the
 * app (index.html preloads it, see `choose-language.js`), and the other only when they switch.
 */
const loaders: Record<Locale, () => Promise<Dictionary>> = {
  en: () => import("./en").then((module) => module.en),
  es: () => import("./es").then((module) => module.es),
};

const dictionaries: Partial<Record<Locale, Dictionary>> = {};

/** Makes a dictionary available without loading it (the tests, the build's first paint). */
export function registerDictionary(locale: Locale, dictionary: Dictionary): void {
  dictionaries[locale] = dictionary;
}

/**
 * The texts of the server's refusals, in chunks of their own: few visits meet one, so they are
 * not in the first download. A refused write waits for them (`loadErrorTexts`, lib/api.ts).
 */
const errorLoaders: Record<Locale, () => Promise<ErrorTexts>> = {
  en: () => import("./en-errors").then((module) => module.enErrors),
  es: () => import("./es-errors").then((module) => module.esErrors),
};

const errorTexts: Partial<Record<Locale, ErrorTexts>> = {};
let errorsWanted = false;

/** Makes a language's error texts available without loading them (the tests). */
export function registerErrorTexts(locale: Locale, texts: ErrorTexts): void {
  errorTexts[locale] = texts;
}

async function loadErrorsOf(locale: Locale): Promise<void> {
  errorTexts[locale] ??= await errorLoaders[locale]();
}

/**
 * Loads the error texts of each language loaded, and from then on of each language loaded
 * later (a switch), so that a refusal is said in the visitor's words.
 */
export async function loadErrorTexts(): Promise<void> {
  errorsWanted = true;
  await Promise.all((Object.keys(dictionaries) as Locale[]).map(loadErrorsOf));
}

/** Loads a language's dictionary once (with its error texts once they are wanted); later calls answer at once. */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  const [dictionary] = await Promise.all([
    dictionaries[locale] ?? loaders[locale](),
    errorsWanted ? loadErrorsOf(locale) : undefined,
  ]);
  dictionaries[locale] = dictionary;
  return dictionary;
}

function dictionaryOf(locale: Locale): Dictionary {
  const dictionary = dictionaries[locale];
  if (!dictionary) throw new Error(`The ${locale} dictionary is not loaded`);
  return dictionary;
}

/** A key's text; empty for an error text not loaded (the screen then says its own sentence). */
function textOf(key: MessageKey, locale: Locale): string {
  const texts: Partial<Record<MessageKey, string>> = dictionaryOf(locale);
  return texts[key] ?? errorTexts[locale]?.[key as keyof ErrorTexts] ?? "";
}

/** Fills `{name}` placeholders; an unknown placeholder stays visible so it gets noticed. */
function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translates a key in the given language (English when omitted); its dictionary must be loaded. */
export function translate(key: MessageKey, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string {
  return interpolate(textOf(key, locale), params);
}

const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};

/**
 * The form of a plural key for a count: the language's plural category (`one`, `other`, and
 * in Spanish `many` for a million and more) when the dictionary has it, else `other`.
 */
export function pluralKey(count: number, key: PluralKey, locale: Locale = DEFAULT_LOCALE): MessageKey {
  const rules = (pluralRules[locale] ??= new Intl.PluralRules(locale));
  const form = `${key}.${rules.select(count)}`;
  return (Object.hasOwn(dictionaryOf(locale), form) ? form : `${key}.other`) as MessageKey;
}

interface LanguageState {
  locale: Locale;
  /** Switches every text to another language; its dictionary loads first if it has not. */
  choose: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  locale: DEFAULT_LOCALE,
  choose: () => Promise.resolve(),
});

/**
 * Sets the language for everything below it, starting with `locale`, whose dictionary must be
 * loaded. `choose` switches it without a reload, remembers the choice and sets `<html lang>` and
 * the manifest's language.
 */
export function I18nProvider({
  locale: initial = DEFAULT_LOCALE,
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState<Locale>(initial);
  const choose = useCallback(async (next: Locale) => {
    await loadDictionary(next);
    rememberLocale(next);
    setLocale(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
    // An installed app takes the manifest of the language on screen (the server answers it per
    // `?lang=`); the page names the one of the browser's languages, which a choice overrides.
    const manifest = document.querySelector('link[rel="manifest"]');
    const href = `/manifest.webmanifest?lang=${locale}`;
    if (manifest && manifest.getAttribute("href") !== href) manifest.setAttribute("href", href);
  }, [locale]);
  const state = useMemo(() => ({ locale, choose }), [locale, choose]);
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}

/** The language on screen. */
export function useLocale(): Locale {
  return useContext(LanguageContext).locale;
}

/** Switches the language on screen (the top bar's ES / EN). */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  return useContext(LanguageContext).choose;
}

/** The translate function of the current language. */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, params) => translate(key, params, locale), [locale]);
}

/** Dates, times, numbers, money and scores as the current language writes them. */
export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => makeFormat(locale, (key) => translate(key, undefined, locale)), [locale]);
}

/**
 * Picks the form of a plural key by count (`Intl.PluralRules`), filling `{count}` with the
 * count as the language writes numbers: `plural(3, "tournaments.count")` is "3 tournaments".
 */
export function usePlural(): Pluralize {
  const locale = useLocale();
  const format = useFormat();
  return useCallback<Pluralize>(
    (count, key, params) =>
      translate(pluralKey(count, key, locale), { ...params, count: format.number(count) }, locale),
    [locale, format],
  );
}
