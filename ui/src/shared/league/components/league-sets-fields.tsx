import { useState } from "react";
import { FieldError } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import {
  isDrawSoFar,
  setsPlayedChoices,
  setsWonSoFar,
  type LeagueScoreForm,
  type SetEntry,
  type SetsPlayed,
} from "../model/league-score";
import { SET_GRID, SetRow } from "./set-row";

/** The sets of a league score being entered, and the sets a check found wrong (0-based). */
export interface LeagueSets {
  form: LeagueScoreForm;
  invalidSets: number[];
  setInvalidSets: (sets: number[]) => void;
  changeSet: (index: number, entry: SetEntry) => void;
  chooseSetsPlayed: (count: SetsPlayed) => void;
}

/** The state of `LeagueSetsFields`, starting from `initial`; a set changed is no longer marked wrong. */
export function useLeagueSets(initial: () => LeagueScoreForm): LeagueSets {
  const [form, setForm] = useState<LeagueScoreForm>(initial);
  const [invalidSets, setInvalidSets] = useState<number[]>([]);
  return {
    form,
    invalidSets,
    setInvalidSets,
    changeSet(index, entry) {
      setForm((current) => {
        const sets = [...current.sets] as LeagueScoreForm["sets"];
        sets[index] = entry;
        return { ...current, sets };
      });
      setInvalidSets((current) => current.filter((set) => set !== index));
    },
    chooseSetsPlayed(count) {
      setForm((current) => ({ ...current, setsPlayed: count }));
      setInvalidSets((current) => current.filter((set) => set < count));
    },
  };
}

/** Props of `LeagueSetsFields`. */
export interface LeagueSetsFieldsProps {
  match: LeagueMatch;
  /** The sets a match may last, as the server allows them (`LeagueOptions.setsPlayed`). */
  setsPlayed: readonly number[];
  /** The most games one side may win in a set (`LeagueOptions.maxSetGames`). */
  maxGames: number;
  sets: LeagueSets;
}

/**
 * A league score's controls (docs/rules.md#league-scores): the sets played, each set's games
 * of both players, and the sets won so far, a draw said as such. Recording a score and the
 * version of a dispute both enter the score with them.
 */
export function LeagueSetsFields({ match, setsPlayed, maxGames, sets }: LeagueSetsFieldsProps) {
  const t = useT();
  const { form, invalidSets } = sets;
  const won = setsWonSoFar(form, maxGames);
  const drawn = isDrawSoFar(form, maxGames);
  return (
    <>
      <fieldset className="grid grid-cols-1 gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t("leagueActions.setsPlayed")}</legend>
        <div className="grid grid-cols-3 gap-2">
          {setsPlayedChoices(setsPlayed).map((count) => (
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
                onChange={() => sets.chooseSetsPlayed(count)}
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
            onChange={(next) => sets.changeSet(index, next)}
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
    </>
  );
}
