import ArrowLeftRight from "lucide-react/icons/arrow-left-right";
import CircleCheckBig from "lucide-react/icons/circle-check-big";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import Trophy from "lucide-react/icons/trophy";
import { Button } from "@/components/ui/button";
import { Stepper } from "@/components/ui/stepper";
import { cx } from "@/lib/class-names";
import { useT, type MessageKey } from "@/lib/i18n";
import { matchScore } from "@/shared/tournaments/model/server-words";
import {
  gamesMax,
  hasSetTiebreak,
  isAcceptedScore,
  isMatchTiebreak,
  MAX_SETS,
  TIEBREAK_POINTS_MAX,
  winnerSideSets,
  withGames,
  withLastSetRemoved,
  withMatchTiebreak,
  withSetAdded,
  withSetSwapped,
  withTiebreak,
  type Ending,
  type PhoneScore,
} from "../model/phone-score";

/** Props of `PhoneScoreFields`. */
export interface PhoneScoreFieldsProps {
  /** The names of the match's players, by side. */
  names: { 1: string; 2: string };
  score: PhoneScore;
  onChange: (score: PhoneScore) => void;
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
 * A match's score entered on a phone (docs/rules.md#results-by-the-players): tap the winner,
 * say how the match ended, then set by set with large steppers from the winner's side, a set
 * turned round with one tap, and a match tiebreak for the third set, in points. A 7-6 set asks
 * for its tiebreak's points, those of the set's loser, as the admin writes "7-6(5)". Once the
 * score is one the server takes, it shows it as it will be read, from the winner's side; until
 * then it says what a finished score is. The member's result form and the version of a
 * dispute both enter a score with it.
 */
export function PhoneScoreFields({ names, score, onChange: update }: PhoneScoreFieldsProps) {
  const t = useT();
  const winnerName = score.winner === null ? null : names[score.winner];
  const loserName = score.winner === null ? null : names[score.winner === 1 ? 2 : 1];
  const outcome = score.ending === "walkover" ? "walkover" : score.ending === "retired" ? "retired" : null;
  const reading = matchScore(winnerSideSets(score), outcome, t);
  const accepted = isAcceptedScore(score);

  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-base font-extrabold text-court-900">{t("results.form.whoWon")}</legend>
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
                <label key={ending.value} className={cx(TILE, "justify-center px-2 text-center text-base")}>
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
              <p className="text-sm text-slate-700">{t("results.form.retiredHint", { name: loserName })}</p>
            ) : null}
            {score.ending === "walkover" ? (
              <p className="text-sm text-slate-700">{t("results.form.walkoverHint", { name: winnerName })}</p>
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
                  // The tiebreak's points written are those of the set's loser: "7-6(5)".
                  const setLoser = set.winner > set.loser ? loserName : winnerName;
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
                          <span className="min-w-0 flex-1 break-words text-base font-semibold text-slate-800">
                            {name}
                          </span>
                          <Stepper
                            label={t("results.form.gamesOf", { name, set: title })}
                            value={set[side]}
                            max={gamesMax(score, index)}
                            onChange={(value) => update(withGames(score, index, side, value ?? 0))}
                          />
                        </div>
                      ))}
                      {hasSetTiebreak(score, index) ? (
                        <div className="flex items-center justify-between gap-2 border-t border-slate-200 pt-2">
                          <span className="min-w-0 flex-1 break-words text-sm font-semibold text-slate-700">
                            {t("results.form.tiebreakPoints", { name: setLoser })}
                          </span>
                          <Stepper
                            label={t("results.form.tiebreakOf", { name: setLoser, set: title })}
                            value={set.tiebreak}
                            max={TIEBREAK_POINTS_MAX}
                            optional
                            onChange={(value) => update(withTiebreak(score, index, value))}
                          />
                        </div>
                      ) : null}
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

          <div aria-live="polite">
            {accepted ? (
              <div
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
            ) : (
              <p className="rounded-2xl border-2 border-dashed border-slate-300 p-4 text-base text-slate-700">
                {t("results.form.notYet")}
              </p>
            )}
          </div>
        </>
      ) : null}
    </>
  );
}
