import { Input } from "@/components/ui/input";
import { useT } from "@/lib/i18n";
import type { ResultTotals } from "./model/result-form";

/** Props of `TotalsFields`. */
export interface TotalsFieldsProps {
  player1Name: string;
  player2Name: string;
  totals: ResultTotals;
  invalid: boolean;
  describedBy?: string;
  onChange: (totals: ResultTotals) => void;
}

/**
 * Sets and games won by each player (docs/rules.md#scores): filled from the
 * checked score and still adjustable by hand, never below 0.
 */
export function TotalsFields({
  player1Name,
  player2Name,
  totals,
  invalid,
  describedBy,
  onChange,
}: TotalsFieldsProps) {
  const t = useT();
  const field = (key: keyof ResultTotals, label: string) => (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      value={totals[key]}
      onChange={(event) => onChange({ ...totals, [key]: event.target.value })}
      className="text-center font-mono tabular-nums"
    />
  );
  const row = (name: string, sets: keyof ResultTotals, games: keyof ResultTotals) => (
    <>
      <span className="break-words text-sm font-semibold leading-tight text-slate-800">{name}</span>
      {field(sets, t("matches.setsWonBy", { name }))}
      {field(games, t("matches.gamesWonBy", { name }))}
    </>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_4.5rem_4.5rem] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_6rem_6rem]">
      <span aria-hidden="true" />
      <span className="text-center text-xs font-bold uppercase tracking-wide text-slate-600">
        {t("matches.sets")}
      </span>
      <span className="text-center text-xs font-bold uppercase tracking-wide text-slate-600">
        {t("matches.games")}
      </span>
      {row(player1Name, "player1Sets", "player1Games")}
      {row(player2Name, "player2Sets", "player2Games")}
    </div>
  );
}
