import type { MessageKey, Pluralize, Translate } from "@/lib/i18n";
import type { OverdueMatch } from "@/lib/wire";

/** The first four walkovers of a year by their word; any later one by its number. */
const NTH_WORDS: Partial<Record<number, MessageKey>> = {
  1: "adminOverdue.nth1",
  2: "adminOverdue.nth2",
  3: "adminOverdue.nth3",
  4: "adminOverdue.nth4",
};

/** Which walkover of the year it is, in words up to the fourth; none beyond (said by number). */
export function nthWalkover(walkoverNumber: number, t: Translate): string | null {
  const word = NTH_WORDS[walkoverNumber];
  return word ? t(word) : null;
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
): string | null {
  const cost = entry.walkoverCosts?.find((item) => item.playerId === loserId);
  if (!cost) return null;
  const points = cost.points > 0 ? plural(cost.points, "adminOverdue.points") : t("adminOverdue.noPoints");
  const nth = nthWalkover(cost.walkoverNumber, t);
  return nth
    ? t("adminOverdue.cost", { loser, nth, points })
    : t("adminOverdue.costNumber", { loser, count: cost.walkoverNumber, points });
}
