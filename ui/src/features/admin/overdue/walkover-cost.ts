import type { Locale, MessageKey, Pluralize, Translate } from "@/lib/i18n";
import type { OverdueMatch } from "@/lib/wire";

/** The first four walkovers of a year by their word; any later one by its number. */
const NTH_WORDS: Partial<Record<number, MessageKey>> = {
  1: "adminOverdue.nth1",
  2: "adminOverdue.nth2",
  3: "adminOverdue.nth3",
  4: "adminOverdue.nth4",
};

/** A later walkover's number by the language's ordinal form ("5th", "22nd"; "5.º" in Spanish). */
const NTH_NUMBERS: Partial<Record<Intl.LDMLPluralRule, MessageKey>> = {
  one: "adminOverdue.nthNumber.one",
  two: "adminOverdue.nthNumber.two",
  few: "adminOverdue.nthNumber.few",
  other: "adminOverdue.nthNumber.other",
};

/** Which walkover of the year it is, in words up to the fourth and as a number beyond. */
export function nthWalkover(walkoverNumber: number, t: Translate, locale: Locale): string {
  const word = NTH_WORDS[walkoverNumber];
  if (word) return t(word);
  const form = new Intl.PluralRules(locale, { type: "ordinal" }).select(walkoverNumber);
  return t(NTH_NUMBERS[form] ?? "adminOverdue.nthNumber.other", { count: walkoverNumber });
}

/**
 * What giving a walkover in this match would cost `loserId`, as a sentence: "This is María
 * José Solano Villalobos's second walkover this year: 30 points." Null when the queue did not
 * say.
 */
export function walkoverCostSentence(
  entry: OverdueMatch,
  loserId: number,
  loser: string,
  t: Translate,
  plural: Pluralize,
  locale: Locale,
): string | null {
  const cost = entry.walkoverCosts?.find((item) => item.playerId === loserId);
  if (!cost) return null;
  return t("adminOverdue.cost", {
    loser,
    nth: nthWalkover(cost.walkoverNumber, t, locale),
    points: cost.points > 0 ? plural(cost.points, "adminOverdue.points") : t("adminOverdue.noPoints"),
  });
}
