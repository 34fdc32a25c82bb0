import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { useFormat, useT } from "@/lib/i18n";
import { MAX_REASON_CHARS, MAX_TOTAL_POINTS, pointsAdjustment, type PlayerDraft } from "../model/player-form";
import { fieldId, type FieldErrors } from "./use-player-form";
import { FieldProblem, fieldProps } from "./player-fields";

/** Props of `PointsFields`. */
export interface PointsFieldsProps {
  idPrefix: string;
  /** The seasons whose total can be set, newest (the current one) first. */
  seasons: readonly string[];
  /** The player's total in the chosen season (`draft.adjustmentSeason`); null while it loads. */
  seasonTotal: number | null;
  /** Given when the chosen season's total could not be loaded: asks again. */
  onRetry?: () => void;
  draft: PlayerDraft;
  errors: FieldErrors;
  onChange: (change: Partial<PlayerDraft>) => void;
}

/**
 * The Edit form's total points (docs/rules.md#points) in a season: this season by default,
 * or one of the few before it. A new total is stored as an adjustment of the difference in
 * that season, so the form shows that season's total, the difference, and asks for an
 * optional reason.
 */
export function PointsFields({
  idPrefix,
  seasons,
  seasonTotal,
  onRetry,
  draft,
  errors,
  onChange,
}: PointsFieldsProps) {
  const t = useT();
  const format = useFormat();
  const season = draft.adjustmentSeason;
  const adjustment = seasonTotal === null ? null : pointsAdjustment({ totalPoints: seasonTotal }, draft);
  const hintId = `${fieldId(idPrefix, "totalPoints")}-hint`;
  const points = fieldProps(idPrefix, "totalPoints", errors);
  const seasonField = fieldProps(idPrefix, "adjustmentSeason", errors);

  return (
    <div className="grid grid-cols-1 gap-4 rounded-2xl bg-court-50/70 p-3 ring-1 ring-court-100 sm:p-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="grid grid-cols-1 content-start gap-1.5">
          <Label htmlFor={seasonField.id}>{t("adminPlayers.season")}</Label>
          <Select
            id={seasonField.id}
            aria-invalid={seasonField["aria-invalid"]}
            value={season}
            // A total belongs to its season: the new one's shows once it is loaded.
            onValueChange={(adjustmentSeason) => onChange({ adjustmentSeason, totalPoints: "" })}
            options={seasons.map((year, index) => ({
              value: year,
              label: index === 0 ? t("adminPlayers.seasonCurrent", { season: year }) : year,
            }))}
          />
          <FieldProblem idPrefix={idPrefix} field="adjustmentSeason" errors={errors} />
        </div>
        <div className="grid grid-cols-1 content-start gap-1.5">
          <Label htmlFor={points.id}>{t("adminPlayers.totalPoints", { season })}</Label>
          <Input
            {...points}
            aria-describedby={[hintId, points["aria-describedby"]].filter(Boolean).join(" ")}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_TOTAL_POINTS}
            step={1}
            // The wanted total is typed against the season's own: not before it is known.
            disabled={seasonTotal === null}
            value={draft.totalPoints}
            onChange={(event) => onChange({ totalPoints: event.target.value })}
          />
          <FieldProblem idPrefix={idPrefix} field="totalPoints" errors={errors} />
        </div>
      </div>
      {onRetry ? (
        <div role="alert" className="grid grid-cols-1 justify-items-start gap-1.5">
          <p id={hintId} className="text-sm text-clay-700">
            {t("adminPlayers.seasonTotalFailed", { season })}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t("action.retry")}
          </Button>
        </div>
      ) : (
        <p id={hintId} className="text-sm text-slate-600">
          {seasonTotal === null
            ? t("adminPlayers.seasonTotalLoading", { season })
            : t("adminPlayers.totalPointsHint", { points: format.number(seasonTotal) })}
        </p>
      )}
      {adjustment !== null ? (
        <div className="grid grid-cols-1 gap-1.5">
          <p role="status" className="text-sm font-bold text-court-900">
            {t("adminPlayers.adjustment", {
              amount: adjustment > 0 ? `+${format.number(adjustment)}` : format.number(adjustment),
            })}
          </p>
          <Label htmlFor={fieldId(idPrefix, "adjustmentReason")}>
            {t("adminPlayers.reason")}
            <span className="font-normal text-slate-600"> ({t("adminPlayers.optional")})</span>
          </Label>
          <Input
            {...fieldProps(idPrefix, "adjustmentReason", errors)}
            maxLength={MAX_REASON_CHARS}
            placeholder={t("adminPlayers.reasonPlaceholder")}
            value={draft.adjustmentReason}
            onChange={(event) => onChange({ adjustmentReason: event.target.value })}
          />
          <FieldProblem idPrefix={idPrefix} field="adjustmentReason" errors={errors} />
        </div>
      ) : null}
    </div>
  );
}
