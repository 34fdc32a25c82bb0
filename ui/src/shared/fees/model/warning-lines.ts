import type { Format, Translate } from "@/lib/i18n";
import type { EligibilityWarning, SeasonFees } from "@/lib/wire";

/**
 * Each warning as a line naming its players, in the visitor's language: "Level not confirmed:
 * Ana Mora, Luis Vega", "2026 fee not paid: Eva Ruiz". With the season's fees at hand, a player
 * who paid part of the fee says how much: "Eva Ruiz (paid ₡5,000 of ₡10,000)".
 */
export function warningLines(
  warnings: readonly EligibilityWarning[],
  t: Translate,
  fees?: { season: SeasonFees; format: Format },
): string[] {
  return warnings.map((warning) => {
    const names = warning.players.map((player) => player.name).join(", ");
    if (warning.code === "level_unconfirmed") return t("eligibility.levelUnconfirmed", { names });
    const season = fees?.season.season === warning.season ? fees : undefined;
    const named = warning.players.map((player) => {
      const line = season?.season.players.find((fee) => fee.playerId === player.id);
      if (!season || line?.status !== "partial" || line.amount === null) return player.name;
      const paid = t("eligibility.partPaid", {
        paid: season.format.colones(line.amount),
        fee: season.format.colones(season.season.fee),
      });
      return `${player.name} (${paid})`;
    });
    return t("eligibility.feeUnpaid", { names: named.join(", "), season: warning.season });
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
