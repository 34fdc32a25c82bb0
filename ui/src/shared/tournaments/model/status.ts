import type { BadgeTone } from "@/components/ui/badge";
import { isAfterClubToday } from "@/lib/dates";
import type { MessageKey, Translate } from "@/lib/i18n";
import type { TournamentType } from "@/lib/wire";

const badgeKeys: Record<string, MessageKey> = {
  completed: "status.completed",
  active: "status.active",
  draft: "status.draft",
  coming_soon: "status.comingSoon",
};

const badgeTones: Record<string, BadgeTone> = {
  completed: "gray",
  active: "green",
  draft: "amber",
  coming_soon: "blue",
};

/**
 * The badge of a tournament (docs/rules.md#tournament-lifecycle): the four
 * known statuses have their label; any other shows 'Upcoming' while its start
 * date is ahead, else the raw status.
 */
export function statusBadge(
  status: string,
  startDate: string,
  t: Translate,
  now: Date = new Date(),
): { label: string; tone: BadgeTone } {
  const key = badgeKeys[status];
  if (key) return { label: t(key), tone: badgeTones[status] ?? "gray" };
  if (isAfterClubToday(startDate, now)) return { label: t("status.upcoming"), tone: "blue" };
  return { label: status, tone: "gray" };
}

const sentenceKeys: Record<string, MessageKey> = {
  completed: "status.sentence.completed",
  active: "status.sentence.active",
  coming_soon: "status.sentence.comingSoon",
};

/** The one-line status sentence of a tournament card (docs/rules.md#tournament-lifecycle). */
export function statusSentence(status: string, t: Translate): string {
  return t(sentenceKeys[status] ?? "status.sentence.other");
}

/** A format's label (docs/rules.md#formats). */
export function formatLabel(type: TournamentType | string, t: Translate): string {
  if (type === "single_elimination") return t("format.singleElimination");
  if (type === "hybrid") return t("format.hybrid");
  return type;
}
