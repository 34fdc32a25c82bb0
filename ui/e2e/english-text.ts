/**
 * Finds English on a page that should be all Spanish: every visible text node, and the
 * names and hints a screen reader says (aria-label, placeholder, title, alt), is compared
 * with the English dictionary's texts (a `{placeholder}` stands for any text) and with the
 * words the server sends in English. Left out: numbers, the texts that are the same in both
 * languages (the dictionaries say which: the "Final", "Set", "Total", "Ranking",
 * "Tournament Hub", and a few codes such as "ES" and "EN"), and anything inside an element
 * marked as another language (the top bar's "EN"). Numbers and times written the English way
 * (66.7%, ₡10,000, 6:30 PM) count as English too.
 */
import type { Page } from "playwright-core";
import { en } from "../src/lib/i18n/en";
import { es } from "../src/lib/i18n/es";

/** Words that are Spanish too, whatever a dictionary holds (issue 17). */
const SAME_IN_BOTH = ["Final", "Set", "Total", "Ranking", "Tournament Hub"];

/**
 * The words the server wrote in English before it sent kinds (issue 17; docs/api.md, "No words
 * for people"), kept as a guard: should any come back, the Spanish screens fail.
 */
const SERVER_WORDS: [string, string][] = [
  ["server: knockout side", String.raw`\d+(st|nd|rd|th) Group [A-Z]`],
  ["server: knockout side", String.raw`\(?Winner (GS|RQ|R64|R32|R16|QF|SF|F)[-\d]*\)?`],
  ["server: knockout side", String.raw`\(?(Seed|Line) \d+\)?`],
  ["server: group name", String.raw`Group [A-Z]`],
  ["server: progress line", "Tournament Setup"],
  ["server: finish", "Champion|Finalist|Semifinalist|Quarterfinalist|First rounds|Qualified|Participation"],
  ["server: recent match", String.raw`.+ · (GS|RQ|QF)|League`],
  ["server: score", String.raw`W/O|.*\d ret\.`],
];

/** Numbers and times written the English way, which es-CR writes otherwise (66,7%, ₡10 000, 6:30 p. m.). */
const ENGLISH_FORMATS: [string, string][] = [
  ["format: decimal point", String.raw`\d\.\d+\s?%`],
  ["format: thousands comma", String.raw`(^|[^\d,])\d{1,3}(,\d{3})+($|[^\d])`],
  ["format: AM/PM", String.raw`\d:\d{2}\s?(AM|PM)\b`],
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The English texts a Spanish screen must not show, as anchored patterns, with their keys. */
export function englishPatterns(): [string, string][] {
  const spanish = new Set(Object.values(es));
  const patterns: [string, string][] = [];
  for (const [key, text] of Object.entries(en)) {
    if (spanish.has(text) || SAME_IN_BOTH.includes(text)) continue;
    // A text that is nothing but values ("{won}-{lost}") says nothing in any language.
    if (text.replace(/\{\w+\}/g, "").replace(/[\s\W]/g, "") === "") continue;
    const pattern = text
      .split(/\{\w+\}/)
      .map(escape)
      .join(".+");
    patterns.push([key, `^${pattern}$`]);
  }
  for (const [what, pattern] of SERVER_WORDS) patterns.push([what, `^(${pattern})$`]);
  return patterns;
}

/** One piece of English found on a page. */
export interface EnglishText {
  text: string;
  where: string;
  key: string;
}

/** The English on the page as it shows now (visible text, accessible names and hints, the title). */
export async function englishOnPage(page: Page): Promise<EnglishText[]> {
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate("window.__name ??= (f) => f");
  return page.evaluate(
    ({ patterns, formats, same }) => {
      const compiled = patterns.map(([key, source]) => [key, new RegExp(source)] as const);
      // All of them at once, to pass over the texts that match none (most of a Spanish page's)
      // in one test; a text that matches is then tried against each, for the key to name.
      const anyOf = new RegExp(`^(?:${patterns.map(([, source]) => source.slice(1, -1)).join("|")})$`);
      const numbers = formats.map(([key, source]) => [key, new RegExp(source)] as const);
      const found: { text: string; where: string; key: string }[] = [];
      const check = (raw: string | null, where: string, element: Element | null) => {
        const text = (raw ?? "").replace(/\s+/g, " ").trim();
        const lang = element?.closest("[lang]")?.getAttribute("lang") ?? document.documentElement.lang;
        if (text === "" || !lang.startsWith("es")) return;
        const format = numbers.find(([, pattern]) => pattern.test(text));
        if (format) found.push({ text, where, key: format[0] });
        if (same.includes(text) || /^[\d\s.,:;%₡#()+\-/·–]+$/.test(text)) return;
        const hit = anyOf.test(text) ? compiled.find(([, pattern]) => pattern.test(text)) : undefined;
        if (hit) found.push({ text, where, key: hit[0] });
      };
      const shown = (element: Element) =>
        element.checkVisibility({
          opacityProperty: true,
          visibilityProperty: true,
          checkOpacity: true,
          checkVisibilityCSS: true,
        } as CheckVisibilityOptions);

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
        if (!shown(parent)) continue;
        check(node.textContent, `<${parent.tagName.toLowerCase()}>`, parent);
      }
      for (const element of Array.from(
        document.body.querySelectorAll("[aria-label], [placeholder], [title], [alt]"),
      )) {
        if (!shown(element)) continue;
        for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
          if (element.hasAttribute(attribute)) {
            check(
              element.getAttribute(attribute),
              `${attribute} of <${element.tagName.toLowerCase()}>`,
              element,
            );
          }
        }
      }
      check(document.title, "the page title", null);
      return found;
    },
    { patterns: englishPatterns(), formats: ENGLISH_FORMATS, same: SAME_IN_BOTH },
  );
}

/** Fails when the page shows any English, naming each text, where it is and the key it matches. */
export async function expectNoEnglish(page: Page, what: string): Promise<void> {
  const found = await englishOnPage(page);
  if (found.length === 0) return;
  const unique = [...new Map(found.map((hit) => [`${hit.text}|${hit.where}`, hit])).values()];
  const lines = unique.map((hit) => `"${hit.text}" (${hit.where}; ${hit.key})`);
  throw new Error(`English on ${what}:\n  ${lines.join("\n  ")}`);
}
