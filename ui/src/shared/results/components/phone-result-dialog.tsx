import { ArrowLeftRight, CircleCheckBig, Minus, Plus, Save, Trophy } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Stepper } from "@/components/ui/stepper";
import { ApiError } from "@/lib/api";
import { cx } from "@/lib/class-names";
import { useT, type MessageKey } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import type { Match } from "@/lib/wire";
import { matchScore } from "@/shared/tournaments/model/server-words";
import { useSaveResult } from "../api/result-calls";
import {
  emptyPhoneScore,
  gamesMax,
  isMatchTiebreak,
  MAX_SETS,
  phoneResultPayload,
  phoneScoreOf,
  winnerSideSets,
  withGames,
  withLastSetRemoved,
  withMatchTiebreak,
  withSetAdded,
  withSetSwapped,
  type Ending,
  type PhoneScore,
} from "../model/phone-score";
import { scoreProblem } from "../model/score-problem";

/** Props of `PhoneResultDialog`. */
export interface PhoneResultDialogProps {
  match: Match;
  /** Where the match sits, e.g. "Spring Open · Week 2". */
  context: string;
  /** Correct the result the member reported (it awaits the opponent) instead of recording a first one. */
  correcting?: boolean;
  onClose: () => void;
}

const ENDINGS: { value: Ending; key: MessageKey }[] = [
  { value: "played", key: "results.form.played" },
  { value: "retired", key: "results.form.retired" },
  { value: "walkover", key: "results.form.walkover" },
];

/** A big choice on a phone: a radio drawn as a tile. */
const TILE =
  "flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-slate-300 px-4 py-2 text-lg font-bold " +
  "text-slate-900 has-checked:border-court-700 has-checked:bg-court-50 has-focus-visible:ring-2 has-focus-visible:ring-court-600";

/**
 * The member's result form, made for a phone on court (docs/rules.md#results-by-the-players):
 * tap the winner, say how the match ended, then set by set with large steppers from the
 * winner's side, a set turned round with one tap, and a match tiebreak for the third set.
 * Before saving it shows the score as it will be read, from the winner's side. The server's
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
  const winnerName = score.winner === null ? null : names[score.winner];
  const loserName = score.winner === null ? null : names[score.winner === 1 ? 2 : 1];

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

  const outcome = score.ending === "walkover" ? "walkover" : score.ending === "retired" ? "retired" : null;
  const reading = matchScore(winnerSideSets(score), outcome, t);
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
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-base font-extrabold text-court-900">
              {t("results.form.whoWon")}
            </legend>
            {([1, 2] as const).map((side) => (
              <label key={side} className={TILE}>
                <input
                  type="radio"
                  name="phone-winner"
                  className="size-6 shrink-0 accent-court-700"
                  checked={score.winner === side}
                  onChange={() => update({ ...score, winner: side })}
                />
                <span className="min-w-0 flex-1 break-words">{names[side]}</span>
                {score.winner === side ? (
                  <Trophy aria-hidden="true" className="size-6 shrink-0 text-gold" />
                ) : null}
              </label>
            ))}
          </fieldset>

          {score.winner !== null && winnerName !== null && loserName !== null ? (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-base font-extrabold text-court-900">
                  {t("results.form.ending")}
                </legend>
                <div className="grid grid-cols-3 gap-2">
                  {ENDINGS.map((ending) => (
                    <label
                      key={ending.value}
                      className={cx(TILE, "justify-center px-2 text-center text-base")}
                    >
                      <input
                        type="radio"
                        name="phone-ending"
                        className="sr-only"
                        checked={score.ending === ending.value}
                        onChange={() => update({ ...score, ending: ending.value })}
                      />
                      {t(ending.key)}
                    </label>
                  ))}
                </div>
                {score.ending === "retired" ? (
                  <p className="text-sm text-slate-700">
                    {t("results.form.retiredHint", { name: loserName })}
                  </p>
                ) : null}
                {score.ending === "walkover" ? (
                  <p className="text-sm text-slate-700">
                    {t("results.form.walkoverHint", { name: winnerName })}
                  </p>
                ) : null}
              </fieldset>

              {score.ending !== "walkover" ? (
                <div className="grid gap-3">
                  <p className="text-sm text-slate-700">{t("results.form.setsHint", { name: winnerName })}</p>
                  <ol className="grid gap-3">
                    {score.sets.map((set, index) => {
                      const tiebreak = isMatchTiebreak(score, index);
                      const title = tiebreak
                        ? t("results.form.matchTiebreakTitle")
                        : t("results.form.setTitle", { n: index + 1 });
                      return (
                        <li
                          key={index}
                          aria-label={title}
                          className="grid gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-3"
                        >
                          <div className="flex items-center justify-between gap-2">
                            <p className="text-base font-extrabold text-court-900">{title}</p>
                            <Button
                              variant="ghost"
                              size="md"
                              aria-label={t("results.form.swapLabel", { set: title })}
                              onClick={() => update(withSetSwapped(score, index))}
                            >
                              <ArrowLeftRight aria-hidden="true" className="size-5" />
                              {t("results.form.swap")}
                            </Button>
                          </div>
                          {(
                            [
                              ["winner", winnerName],
                              ["loser", loserName],
                            ] as const
                          ).map(([side, name]) => (
                            <div key={side} className="flex items-center justify-between gap-2">
                              <span className="min-w-0 flex-1 truncate text-base font-semibold text-slate-800">
                                {name}
                              </span>
                              <Stepper
                                label={t("results.form.gamesOf", { name, set: title })}
                                value={set[side]}
                                max={gamesMax(score, index)}
                                onChange={(value) => update(withGames(score, index, side, value))}
                              />
                            </div>
                          ))}
                        </li>
                      );
                    })}
                  </ol>
                  <div className="flex flex-wrap gap-2">
                    {score.sets.length < MAX_SETS ? (
                      <Button variant="secondary" size="lg" onClick={() => update(withSetAdded(score))}>
                        <Plus aria-hidden="true" className="size-5" />
                        {t("results.form.addSet")}
                      </Button>
                    ) : null}
                    {score.sets.length > 1 ? (
                      <Button variant="secondary" size="lg" onClick={() => update(withLastSetRemoved(score))}>
                        <Minus aria-hidden="true" className="size-5" />
                        {t("results.form.removeSet")}
                      </Button>
                    ) : null}
                  </div>
                  <label className="flex min-h-12 cursor-pointer items-center gap-3 text-base font-semibold text-slate-900">
                    <input
                      type="checkbox"
                      className="size-6 shrink-0 accent-court-700"
                      checked={score.matchTiebreak}
                      onChange={(event) => update(withMatchTiebreak(score, event.target.checked))}
                    />
                    {t("results.form.matchTiebreak")}
                  </label>
                </div>
              ) : null}

              <div
                aria-live="polite"
                className="grid gap-1 rounded-2xl border-2 border-court-300 bg-court-50 p-4"
                data-testid="result-reading"
              >
                <p className="text-sm font-bold uppercase tracking-wide text-court-800">
                  {t("results.form.readsAs")}
                </p>
                <p className="flex items-start gap-2 text-lg font-bold text-slate-900">
                  <CircleCheckBig aria-hidden="true" className="mt-1 size-5 shrink-0 text-court-700" />
                  <span className="min-w-0">
                    {t(outcome === "walkover" ? "results.form.readingWalkover" : "results.form.reading", {
                      name: winnerName,
                      score: reading ?? "",
                    })}
                  </span>
                </p>
              </div>
            </>
          ) : null}

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
