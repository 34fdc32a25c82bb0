import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { ConsoleTexts, Dictionary, ErrorTexts, MemberTexts, MessageKey } from "./en";
import { makeFormat, type Format } from "./format";
import { DEFAULT_LOCALE, pageLocale, rememberLocale, type Locale } from "./locale";

export type { ConsoleTexts, Dictionary, ErrorTexts, MemberTexts, MessageKey } from "./en";
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
 * Texts that load apart from the dictionary, a chunk for each language, when first wanted:
 * the server's refusals, the admin console's, the member's screens'. Once wanted, a language
 * loaded later (a switch) brings its own with its dictionary.
 */
function textPart<Texts extends object>(loaders: Record<Locale, () => Promise<Texts>>) {
  const loaded: Partial<Record<Locale, Texts>> = {};
  let wanted = false;
  const loadOf = async (locale: Locale) => {
    loaded[locale] ??= await loaders[locale]();
  };
  return {
    /** Makes a language's texts available without loading them (the tests). */
    register(locale: Locale, texts: Texts): void {
      loaded[locale] = texts;
    },
    /**
     * Loads the texts of the page's language and of each language loaded, and from then on of
     * each language loaded later. At the app's start the page's dictionary may still be on its
     * way: its language is the page's.
     */
    async load(): Promise<void> {
      wanted = true;
      const locales = new Set([pageLocale(), ...(Object.keys(dictionaries) as Locale[])]);
      await Promise.all([...locales].map(loadOf));
    },
    /** Loads a language's texts with its dictionary, once they are wanted. */
    withDictionary(locale: Locale): Promise<void> | undefined {
      return wanted ? loadOf(locale) : undefined;
    },
    /** A key's text in a language, if these texts have it and are loaded. */
    text(key: MessageKey, locale: Locale): string | undefined {
      return (loaded[locale] as Partial<Record<MessageKey, string>> | undefined)?.[key];
    },
  };
}

/**
 * The texts of the server's refusals: few visits meet one, so they are not in the first
 * download. A refused write waits for them (`loadErrorTexts`, lib/api.ts).
 */
const errorPart = textPart<ErrorTexts>({
  en: () => import("./en-errors").then((module) => module.enErrors),
  es: () => import("./es-errors").then((module) => module.esErrors),
});

/** The admin console's texts: a visitor never opens it. They come with its code (app/routes.tsx). */
const consolePart = textPart<ConsoleTexts>({
  en: () => import("./en-console").then((module) => module.enConsole),
  es: () => import("./es-console").then((module) => module.esConsole),
});

/**
 * The texts of a member's screens (sign-in, the member's page, the bell and push): a visitor
 * never sees them. They come with those screens' code (app/routes.tsx, the top bar).
 */
const memberPart = textPart<MemberTexts>({
  en: () => import("./en-member-screens").then((module) => module.enMemberScreens),
  es: () => import("./es-member-screens").then((module) => module.esMemberScreens),
});

const parts = [errorPart, consolePart, memberPart];

/** Makes a language's error texts available without loading them (the tests). */
export const registerErrorTexts = errorPart.register;
/** Loads the texts of the server's refusals, so that a refusal is said in the visitor's words. */
export const loadErrorTexts = errorPart.load;
/** Makes a language's console texts available without loading them (the tests). */
export const registerConsoleTexts = consolePart.register;
/** Loads the admin console's texts, in the language on screen and any switched to later. */
export const loadConsoleTexts = consolePart.load;
/** Makes a language's texts of the member's screens available without loading them (the tests). */
export const registerMemberTexts = memberPart.register;
/** Loads the texts of the member's screens, in the language on screen and any switched to later. */
export const loadMemberTexts = memberPart.load;

/**
 * Loads a language's dictionary once (with the texts of each part wanted so far); later calls
 * answer at once.
 */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  const [dictionary] = await Promise.all([
    dictionaries[locale] ?? loaders[locale](),
    ...parts.map((part) => part.withDictionary(locale)),
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
  const text = texts[key];
  if (text !== undefined) return text;
  for (const part of parts) {
    const apart = part.text(key, locale);
    if (apart !== undefined) return apart;
  }
  return "";
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
  const known = Object.hasOwn(dictionaryOf(locale), form) || textOf(form as MessageKey, locale) !== "";
  return (known ? form : `${key}.other`) as MessageKey;
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
