import Save from "lucide-react/icons/save";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import type { Match } from "@/lib/wire";
import { useSaveResult } from "../api/result-calls";
import { emptyPhoneScore, phoneResultPayload, phoneScoreOf, type PhoneScore } from "../model/phone-score";
import { scoreProblem } from "../model/score-problem";
import { PhoneScoreFields } from "./phone-score-fields";

/** Props of `PhoneResultDialog`. */
export interface PhoneResultDialogProps {
  match: Match;
  /** Where the match sits, e.g. "Spring Open · Week 2". */
  context: string;
  /** Correct the result the member reported (it awaits the opponent) instead of recording a first one. */
  correcting?: boolean;
  onClose: () => void;
}

/**
 * The member's result form, made for a phone on court (docs/rules.md#results-by-the-players):
 * the score entered with `PhoneScoreFields`, shown as it will be read before saving. The server's
 * refusal is said in the member's words for its code. The reporter corrects with the same form
 * while the result awaits the opponent.
 */
export function PhoneResultDialog({ match, context, correcting = false, onClose }: PhoneResultDialogProps) {
  const t = useT();
  const [score, setScore] = useState<PhoneScore>(() =>
    correcting ? phoneScoreOf(match) : emptyPhoneScore(),
  );
  const save = useSaveResult(match, correcting, onClose);
  const names = {
    1: match.player1Name ?? t("matches.tbd"),
    2: match.player2Name ?? t("matches.tbd"),
  } as const;

  function update(next: PhoneScore) {
    setScore(next);
    if (save.error) save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = phoneResultPayload(match, score);
    if (payload === null || save.isPending) return;
    save.mutate(payload);
  }

  const refusal =
    save.error === null
      ? null
      : save.error instanceof ApiError && save.error.status === 422
        ? (scoreProblem(save.error, t, names) ?? errorText(save.error, t, t("results.saveFailedBody")))
        : errorText(save.error, t, t("results.saveFailedBody"));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={correcting ? t("results.form.correctTitle") : t("results.form.title")}
        description={t("results.form.description", { player1: names[1], player2: names[2], context })}
      >
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6">
          <PhoneScoreFields names={names} score={score} onChange={update} />

          {refusal ? (
            <p role="alert" className="rounded-xl bg-clay-50 p-3 text-base font-medium text-clay-700">
              {refusal}
            </p>
          ) : null}

          <DialogFooter className="mt-0!">
            <DialogClose asChild>
              <Button variant="secondary" size="lg">
                {t("matches.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" size="lg" disabled={score.winner === null || save.isPending}>
              <Save aria-hidden="true" className="size-5" />
              {save.isPending ? t("matches.saving") : t("results.form.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
