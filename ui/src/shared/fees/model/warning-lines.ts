import type { Translate } from "@/lib/i18n";
import type { EligibilityWarning } from "@/lib/wire";

/**
 * Each warning as a line naming its players, in the visitor's language: "Level not confirmed:
 * Ana Mora, Luis Vega", "2026 fee not paid: Eva Ruiz".
 */
export function warningLines(warnings: readonly EligibilityWarning[], t: Translate): string[] {
  return warnings.map((warning) => {
    const names = warning.players.map((player) => player.name).join(", ");
    return warning.code === "level_unconfirmed"
      ? t("eligibility.levelUnconfirmed", { names })
      : t("eligibility.feeUnpaid", { names, season: warning.season });
  });
}

/** The warnings as one sentence for a toast, after what it says already; empty without any. */
export function warningsSentence(
  warnings: readonly EligibilityWarning[] | null | undefined,
  t: Translate,
): string {
  const lines = warningLines(warnings ?? [], t);
  return lines.length === 0 ? "" : `${lines.join(". ")}.`;
}
