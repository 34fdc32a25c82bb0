import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { cx } from "@/lib/class-names";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import type { LeagueMatch, LeagueOptions } from "@/lib/wire";
import { useEditLeagueScore } from "../api/edit-league-score";
import { useLeagueOptions } from "../api/get-league-options";
import { useRecordLeagueScore } from "../api/record-league-score";
import {
  checkLeagueScore,
  initialLeagueScoreForm,
  setsPlayedChoices,
  isDrawSoFar,
  setsWonSoFar,
  type LeagueScoreForm,
  type SetEntry,
} from "../model/league-score";
import { SET_GRID, SetRow } from "./set-row";

/** Props of `LeagueScoreDialog`. */
export interface LeagueScoreDialogProps {
  match: LeagueMatch;
  onClose: () => void;
}

/** The score form once the server answered the league's set rules. */
function LeagueScoreForm({ match, onClose, options }: LeagueScoreDialogProps & { options: LeagueOptions }) {
  const t = useT();
  const editing = match.status === "completed";
  const maxGames = options.maxSetGames;
  const [form, setForm] = useState<LeagueScoreForm>(() => initialLeagueScoreForm(match));
  const [invalidSets, setInvalidSets] = useState<number[]>([]);
  const record = useRecordLeagueScore(onClose);
  const edit = useEditLeagueScore(onClose);
  const save = editing ? edit : record;
  const won = setsWonSoFar(form, maxGames);
  const drawn = isDrawSoFar(form, maxGames);

  function changeSet(index: number, entry: SetEntry) {
    setForm((current) => {
      const sets = [...current.sets] as LeagueScoreForm["sets"];
      sets[index] = entry;
      return { ...current, sets };
    });
    setInvalidSets((current) => current.filter((set) => set !== index));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkLeagueScore(match.id, form, maxGames);
    if (!checked.ok) {
      setInvalidSets(checked.invalidSets);
      toast({
        title: t("leagueActions.invalidScores"),
        description: t("leagueActions.invalidScoresBody"),
        variant: "destructive",
      });
      return;
    }
    save.mutate(checked.payload);
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
      <fieldset className="grid grid-cols-1 gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t("leagueActions.setsPlayed")}</legend>
        <div className="grid grid-cols-3 gap-2">
          {setsPlayedChoices(options.setsPlayed).map((count) => (
            <label
              key={count}
              className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 text-base font-semibold text-slate-800 has-checked:border-court-700 has-checked:bg-court-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-court-600"
            >
              <input
                type="radio"
                name="sets-played"
                // Invisible but covering the whole choice, so a tap anywhere on it lands on the radio.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
                checked={form.setsPlayed === count}
                onChange={() => {
                  setForm((current) => ({ ...current, setsPlayed: count }));
                  setInvalidSets((current) => current.filter((set) => set < count));
                }}
              />
              {t(count === 1 ? "leagueActions.setsCount.one" : "leagueActions.setsCount.other", {
                count,
              })}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid grid-cols-1 gap-2">
        <div
          className={cx(SET_GRID, "items-end text-center text-sm font-semibold leading-tight text-slate-800")}
        >
          <span aria-hidden="true" />
          <span className="break-words">{match.player1Name}</span>
          <span className="break-words">{match.player2Name}</span>
        </div>
        {form.sets.slice(0, form.setsPlayed).map((entry, index) => (
          <SetRow
            key={index}
            set={index + 1}
            entry={entry}
            maxGames={maxGames}
            player1Name={match.player1Name}
            player2Name={match.player2Name}
            invalid={invalidSets.includes(index)}
            onChange={(next) => changeSet(index, next)}
          />
        ))}
        {invalidSets.length > 0 ? <FieldError>{t("leagueActions.invalidScoresBody")}</FieldError> : null}
      </div>

      <p className="rounded-xl bg-court-50 px-3 py-2 text-sm text-court-900">
        {t("leagueActions.setsWon", {
          player1: match.player1Name,
          player2: match.player2Name,
          sets1: won.player1,
          sets2: won.player2,
        })}
        {drawn ? <strong className="ml-1.5 font-bold">· {t("leagueActions.drawnMatch")}</strong> : null}
      </p>

      <DialogFooter className="mt-1!">
        <DialogClose asChild>
          <Button variant="secondary">{t("leagueActions.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-5" />
          {save.isPending ? t("leagueActions.saving") : t("leagueActions.saveScore")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Record Score' (docs/rules.md#league-scores): the sets played and each set's games,
 * within the server's rules (`GET /api/league/options`: 1 to 3 sets of 0 to 7 games);
 * the higher score takes the set, equal games is a tie. A pending match is recorded; a
 * completed one opens prefilled and is changed.
 */
export function LeagueScoreDialog({ match, onClose }: LeagueScoreDialogProps) {
  const t = useT();
  const options = useLeagueOptions();

  let body;
  if (options.isPending) body = <Spinner label={t("leagueActions.loadingOptions")} />;
  else if (options.isError) body = <LoadError onRetry={() => void options.refetch()} />;
  else body = <LeagueScoreForm match={match} onClose={onClose} options={options.data} />;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={
          match.status === "completed" ? t("leagueActions.editScoreTitle") : t("leagueActions.recordScore")
        }
        description={t("leagueActions.scoreDescription", {
          player1: match.player1Name,
          player2: match.player2Name,
          date: formatDate(match.date),
        })}
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}
