import CheckCircle2 from "lucide-react/icons/circle-check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n";
import { matchScore } from "@/shared/tournaments/model/server-words";
import type { ScoreCheckState } from "./api/check-score";

/** Props of `ScoreField`. */
export interface ScoreFieldProps {
  value: string;
  player1Name: string;
  check: ScoreCheckState;
  /** What is wrong with the score: required, the check's or the server's refusal. */
  problem: string | null;
  onChange: (score: string) => void;
}

/** The score text, with what the server reads in it as it is typed. */
export function ScoreField({ value, player1Name, check, problem, onChange }: ScoreFieldProps) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor="result-score">{t("matches.score")}</Label>
      <Input
        id="result-score"
        placeholder={t("matches.scorePlaceholder")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        aria-invalid={problem !== null}
        aria-describedby="result-score-hint result-score-status"
        onChange={(event) => onChange(event.target.value)}
        className="font-mono tabular-nums"
      />
      <p id="result-score-hint" className="text-sm text-slate-700">
        {t("matches.scoreHint", { name: player1Name })}
      </p>
      <div id="result-score-status" aria-live="polite" className="min-h-6">
        {problem !== null ? (
          <FieldError>{problem}</FieldError>
        ) : check.status === "checking" ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t("matches.checking")}
          </p>
        ) : check.status === "valid" ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-court-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t("matches.readsAs", {
              score: matchScore(check.checked.score, check.checked.outcome, t) ?? "",
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
