import type { Translate } from "@/lib/i18n";
import type { Level } from "@/lib/wire";

/** A player's level as the pages name it: "Level C+", or "Level not confirmed" (docs/rules.md#level-and-fee). */
export function levelLabel(level: Level | null | undefined, t: Translate): string {
  return level ? t("level.value", { level }) : t("level.valueUnconfirmed");
}
