import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n";
import { MAX_REASON_CHARS, MAX_TOTAL_POINTS, pointsAdjustment, type PlayerDraft } from "../model/player-form";
import { fieldId, type FieldErrors } from "./use-player-form";
import { FieldProblem, fieldProps } from "./player-fields";

/** Props of `PointsFields`. */
export interface PointsFieldsProps {
  idPrefix: string;
  currentPoints: number;
  draft: PlayerDraft;
  errors: FieldErrors;
  onChange: (change: Partial<PlayerDraft>) => void;
}

/**
 * The Edit form's total points (docs/rules.md#points): a new total is stored as an
 * adjustment of the difference, so the form shows that difference and asks for an
 * optional reason.
 */
export function PointsFields({ idPrefix, currentPoints, draft, errors, onChange }: PointsFieldsProps) {
  const t = useT();
  const adjustment = pointsAdjustment({ totalPoints: currentPoints }, draft);
  const hintId = `${fieldId(idPrefix, "totalPoints")}-hint`;
  const points = fieldProps(idPrefix, "totalPoints", errors);
  return (
    <div className="grid grid-cols-1 gap-4 rounded-2xl bg-court-50/70 p-3 ring-1 ring-court-100 sm:p-4">
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={points.id}>{t("adminPlayers.totalPoints")}</Label>
        <Input
          {...points}
          aria-describedby={[hintId, points["aria-describedby"]].filter(Boolean).join(" ")}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_TOTAL_POINTS}
          step={1}
          value={draft.totalPoints}
          onChange={(event) => onChange({ totalPoints: event.target.value })}
          className="sm:max-w-48"
        />
        <p id={hintId} className="text-sm text-slate-600">
          {t("adminPlayers.totalPointsHint", { points: currentPoints })}
        </p>
        <FieldProblem idPrefix={idPrefix} field="totalPoints" errors={errors} />
      </div>
      {adjustment !== null ? (
        <div className="grid grid-cols-1 gap-1.5">
          <p role="status" className="text-sm font-bold text-court-900">
            {t("adminPlayers.adjustment", { amount: adjustment > 0 ? `+${adjustment}` : adjustment })}
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
