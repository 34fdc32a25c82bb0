import Save from "lucide-react/icons/save";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import type { Match } from "@/lib/wire";
import { scoreProblem as problemOfScore } from "@/shared/results/model/score-problem";
import { useScoreCheck } from "./api/check-score";
import { ClearLaterDialog } from "./clear-later-dialog";
import { useEditResult } from "./api/edit-result";
import { useRecordResult } from "./api/record-result";
import { playedOnMatches } from "./model/played-on";
import {
  checkResult,
  initialResultForm,
  type ResultForm,
  type ResultPayload,
  type ResultProblem,
  withCheckedScore,
  withScoreOrWinner,
  withTotalsByHand,
} from "./model/result-form";
import { ScoreField } from "./score-field";
import { TotalsFields } from "./totals-fields";

/** Props of `ResultDialog`. */
export interface ResultDialogProps {
  match: Match;
  player1Name: string;
  player2Name: string;
  /** Where the match sits, e.g. "Week 1 · Group Stage". */
  context: string;
  onClose: () => void;
}

/**
 * Record Score / Edit Score of a tournament match (docs/rules.md#scores): the winner,
 * the score checked by the server as it is typed, and the set and game totals it
 * gives, which stay adjustable. The server's refusal is shown in the visitor's words for its code.
 * A correction that changes who went through after the winner played on first lists the later
 * results it clears, and is sent again with `clearLater` once the admin confirms.
 */
export function ResultDialog({ match, player1Name, player2Name, context, onClose }: ResultDialogProps) {
  const t = useT();
  const editing = match.status === "completed";
  const [form, setForm] = useState<ResultForm>(() => initialResultForm(match));
  const [problems, setProblems] = useState<ResultProblem[]>([]);
  // A correction the server refused because the winner played on: what to resend with clearLater.
  const [playedOn, setPlayedOn] = useState<{ payload: ResultPayload; matchIds: number[] } | null>(null);
  const record = useRecordResult(match.tournamentId, onClose);
  const edit = useEditResult(match.tournamentId, onClose);
  const save = editing ? edit : record;
  const scoreCheck = useScoreCheck(
    // A valid score fills the totals not typed by hand, and names the winner when
    // none is picked yet; the messages about the fields it has just filled go with it.
    (checked) => {
      setForm((current) => withCheckedScore(current, checked));
      setProblems((current) =>
        current.filter(
          (problem) => problem !== "totals" && !(problem === "winner" && checked.winner !== null),
        ),
      );
    },
  );

  const names = { 1: player1Name, 2: player2Name } as const;
  // A refused score says exactly what is wrong when the server names the problem.
  const refusedScore =
    save.error instanceof ApiError && save.error.status === 422
      ? (problemOfScore(save.error, t, names) ?? errorText(save.error, t, t("matches.scoreInvalid")))
      : null;
  let scoreProblem: string | null = null;
  if (problems.includes("score")) scoreProblem = t("matches.scoreRequired");
  else if (refusedScore) scoreProblem = refusedScore;
  else if (scoreCheck.state.status === "invalid")
    scoreProblem =
      problemOfScore(scoreCheck.state.error, t, names) ??
      errorText(scoreCheck.state.error, t, t("matches.scoreInvalid"));

  function update(next: ResultForm, solved: ResultProblem) {
    setForm(next);
    setProblems((current) => current.filter((problem) => problem !== solved));
    if (save.error) save.reset();
    if (next.score !== form.score || next.winner !== form.winner) scoreCheck.check(next.score, next.winner);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkResult(match, form);
    if (!checked.ok) setProblems(checked.problems);
    else
      save.mutate(checked.payload, {
        onError: (error) => {
          const matchIds = playedOnMatches(error);
          if (matchIds !== null) setPlayedOn({ payload: checked.payload, matchIds });
        },
      });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={editing ? t("matches.editTitle") : t("matches.recordTitle")}
        description={t("matches.dialogDescription", { player1: player1Name, player2: player2Name, context })}
      >
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
          <fieldset aria-describedby={problems.includes("winner") ? "result-winner-error" : undefined}>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t("matches.winner")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {([1, 2] as const).map((side) => (
                <label
                  key={side}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3 py-2 has-checked:border-court-700 has-checked:bg-court-50 has-checked:ring-1 has-checked:ring-court-700"
                >
                  <input
                    type="radio"
                    name="result-winner"
                    className="size-5 shrink-0 accent-court-700"
                    checked={form.winner === side}
                    onChange={() => update(withScoreOrWinner(form, { winner: side }), "winner")}
                  />
                  <span className="min-w-0 break-words font-semibold text-slate-900">{names[side]}</span>
                </label>
              ))}
            </div>
            {problems.includes("winner") ? (
              <FieldError id="result-winner-error">{t("matches.winnerRequired")}</FieldError>
            ) : null}
          </fieldset>

          <ScoreField
            value={form.score}
            player1Name={player1Name}
            check={scoreCheck.state}
            problem={scoreProblem}
            onChange={(score) => update(withScoreOrWinner(form, { score }), "score")}
          />

          <fieldset className="grid grid-cols-1 gap-2">
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t("matches.totals")}</legend>
            <TotalsFields
              player1Name={player1Name}
              player2Name={player2Name}
              totals={form.totals}
              invalid={problems.includes("totals")}
              describedBy={problems.includes("totals") ? "result-totals-error" : undefined}
              onChange={(totals) => update(withTotalsByHand(form, totals), "totals")}
            />
            {problems.includes("totals") ? (
              <FieldError id="result-totals-error">{t("matches.totalsInvalid")}</FieldError>
            ) : (
              <p className="text-sm text-slate-700">{t("matches.totalsHint")}</p>
            )}
          </fieldset>

          <DialogFooter className="mt-1!">
            <DialogClose asChild>
              <Button variant="secondary">{t("matches.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" className="size-5" />
              {save.isPending ? t("matches.saving") : t("matches.saveResult")}
            </Button>
          </DialogFooter>
        </form>
        {playedOn ? (
          <ClearLaterDialog
            tournamentId={match.tournamentId}
            matchIds={playedOn.matchIds}
            pending={save.isPending}
            onCancel={() => setPlayedOn(null)}
            onConfirm={() => save.mutate({ ...playedOn.payload, clearLater: true })}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
