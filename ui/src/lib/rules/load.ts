import { queryOptions, useQuery } from "@tanstack/react-query";
import { useLocale, type Locale } from "@/lib/i18n";
import builtInRules from "../../../../assets/tournament-rules.txt?raw";
import englishRules from "../../../../assets/tournament-rules.en.txt?raw";

/** Where the server publishes the rules text. */
export const RULES_URL = "/tournament-rules.txt";

/**
 * The copy of the rules built into the app. It comes from the same file the
 * server publishes, so the two can only differ between releases.
 */
export const BUILT_IN_RULES: string = builtInRules;

/**
 * The rules in English, written from the same facts as the Spanish text for visitors who read
 * English. The Spanish text is the club's own and prevails; the server publishes only that one.
 */
export const ENGLISH_RULES: string = englishRules;

/** A page that is HTML rather than the text (e.g. an SPA fallback or a proxy error page). */
function looksLikeHtml(contentType: string | null, text: string): boolean {
  if (contentType?.toLowerCase().includes("text/html")) return true;
  return /^\s*<(!doctype|html|head|body)\b/i.test(text);
}

/**
 * Loads the rules text: the server's copy when it answers with text, else the
 * built-in copy (also when the server's copy is empty). The result is empty
 * only when both are; the page then says so.
 */
export async function loadRulesText(
  fetchRules: typeof fetch = fetch,
  builtIn: string = BUILT_IN_RULES,
): Promise<string> {
  try {
    const response = await fetchRules(RULES_URL, { credentials: "include" });
    if (!response.ok) return builtIn;
    const text = await response.text();
    if (text.trim() === "" || looksLikeHtml(response.headers.get("Content-Type"), text)) return builtIn;
    return text;
  } catch {
    return builtIn;
  }
}

/**
 * Query options for the rules text in a language: Spanish from the server (or the built-in
 * copy), English from the app itself. It never fails, so there is no error state.
 */
export const rulesQueryOptions = (locale: Locale = "es") =>
  queryOptions({
    queryKey: ["rules", locale] as const,
    queryFn: () => (locale === "en" ? Promise.resolve(ENGLISH_RULES) : loadRulesText()),
  });

/**
 * The rules text in the visitor's language, with that language's code for the page's `lang`;
 * kept while it is fresh and asked again, like every query, when the page regains focus.
 */
export function useRulesText() {
  const locale = useLocale();
  return { ...useQuery(rulesQueryOptions(locale)), lang: locale };
}
