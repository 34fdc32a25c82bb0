import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { en, type Dictionary, type MessageKey } from "./en";

export type { Dictionary, MessageKey } from "./en";

/** Languages the app can speak; English is the default. */
export type Locale = "en";

/** Values filled into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** A translate function bound to one language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const dictionaries: Record<Locale, Dictionary> = { en };

/** Fills `{name}` placeholders; an unknown placeholder stays visible so it gets noticed. */
function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translates a key in the given language (English when omitted). */
export function translate(key: MessageKey, params?: MessageParams, locale: Locale = "en"): string {
  return interpolate(dictionaries[locale][key], params);
}

const LocaleContext = createContext<Locale>("en");

/** Sets the language for everything below it. */
export function I18nProvider({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The translate function of the current language. */
export function useT(): Translate {
  const locale = useContext(LocaleContext);
  return useCallback<Translate>((key, params) => translate(key, params, locale), [locale]);
}

/** Picks the singular or plural key by count, filling `{count}`. */
export function usePlural(): (count: number, one: MessageKey, other: MessageKey) => string {
  const t = useT();
  return useMemo(
    () => (count: number, one: MessageKey, other: MessageKey) => t(count === 1 ? one : other, { count }),
    [t],
  );
}
