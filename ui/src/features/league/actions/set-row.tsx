import { Crown } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { entryWinner, MAX_SET_GAMES, type SetEntry } from "../model/league-score";

/** Props of `SetRow`. */
export interface SetRowProps {
  /** 1-based set number. */
  set: number;
  entry: SetEntry;
  player1Name: string;
  player2Name: string;
  invalid: boolean;
  onChange: (entry: SetEntry) => void;
}

/** One set of the league score: both players' games (0 to 7) and who took it, or a tie. */
export function SetRow({ set, entry, player1Name, player2Name, invalid, onChange }: SetRowProps) {
  const t = useT();
  const winner = entryWinner(entry);
  const field = (side: "player1" | "player2", name: string, wins: boolean) => (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_SET_GAMES}
      step={1}
      aria-label={t("leagueActions.setGames", { set, name })}
      aria-invalid={invalid}
      value={entry[side]}
      onChange={(event) => onChange({ ...entry, [side]: event.target.value })}
      className={cx(
        "text-center font-mono text-lg tabular-nums",
        wins && "border-court-600 bg-court-50 font-bold",
      )}
    />
  );

  return (
    <div className="grid grid-cols-[3.25rem_1fr_1fr_2.75rem] items-center gap-2">
      <span className="text-sm font-semibold text-slate-700">{t("leagueActions.setLabel", { set })}</span>
      {field("player1", player1Name, winner === 1)}
      {field("player2", player2Name, winner === 2)}
      <span className="flex justify-center text-xs font-bold uppercase text-slate-600">
        {winner === 1 || winner === 2 ? (
          <Crown
            aria-label={t("leagueActions.setTakenBy", { name: winner === 1 ? player1Name : player2Name })}
            className="size-5 text-gold"
          />
        ) : winner === 0 ? (
          t("leagueActions.tie")
        ) : null}
      </span>
    </div>
  );
}
