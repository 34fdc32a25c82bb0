import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useId } from "react";
import { isCalendarDate } from "@/lib/calendar";
import { useFormat, useT } from "@/lib/i18n";
import { useEligibility } from "../api/get-eligibility";
import { useSeasonFees } from "../api/get-season-fees";
import { warningLines } from "../model/warning-lines";

/** Props of `EligibilityWarnings`. */
export interface EligibilityWarningsProps {
  /** The players about to be put in the draw. */
  playerIds: readonly number[];
  /** The tournament's start date as typed: its season's fee counts; ignored until it is a date. */
  startDate: string;
}

/**
 * Warns the admin, before saving, of the selected players whose level is unconfirmed or who
 * have not paid the fee of the tournament's season, naming them (docs/rules.md#level-and-fee).
 * The server decides who; nothing is refused: the admin may go on. A player who paid part of
 * the fee is named with what they paid, from the season's fees. Shows nothing when there is
 * nothing to say.
 */
export function EligibilityWarnings({ playerIds, startDate }: EligibilityWarningsProps) {
  const t = useT();
  const titleId = useId();
  const format = useFormat();
  const eligibility = useEligibility(playerIds, isCalendarDate(startDate) ? startDate : null);
  const warned = eligibility.data?.warnings.find((warning) => warning.code === "fee_unpaid");
  const fees = useSeasonFees(warned?.season ?? "current", warned !== undefined);
  const season = fees.data ? { season: fees.data, format } : undefined;
  const lines =
    playerIds.length > 0 && eligibility.data ? warningLines(eligibility.data.warnings, t, season) : [];
  return (
    <div aria-live="polite">
      {lines.length > 0 ? (
        <section
          aria-labelledby={titleId}
          className="mt-4 flex gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="grid min-w-0 gap-1">
            <h3 id={titleId} className="font-bold">
              {t("eligibility.title")}
            </h3>
            <ul className="grid gap-0.5">
              {lines.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
            <p className="text-amber-900">{t("eligibility.goOn")}</p>
          </div>
        </section>
      ) : null}
    </div>
  );
}
