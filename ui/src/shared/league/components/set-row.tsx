import { Input } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { entryWinner, type SetEntry } from "../model/league-score";

/** Props of `SetRow`. */
export interface SetRowProps {
  /** 1-based set number. */
  set: number;
  entry: SetEntry;
  /** The most games one side may win in a set, as the server answered it. */
  maxGames: number;
  player1Name: string;
  player2Name: string;
  invalid: boolean;
  onChange: (entry: SetEntry) => void;
}

/** The columns of the set rows and their header: the set, then each player's games. */
export const SET_GRID = "grid grid-cols-[3.5rem_1fr_1fr] gap-2";

/** One set of the league score: both players' games (0 to `maxGames`); the set's winner is highlighted, a tie is said. */
export function SetRow({ set, entry, maxGames, player1Name, player2Name, invalid, onChange }: SetRowProps) {
  const t = useT();
  const winner = entryWinner(entry, maxGames);
  const field = (side: "player1" | "player2", name: string, wins: boolean) => (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      max={maxGames}
      step={1}
      aria-label={t("leagueActions.setGames", { set, name })}
      aria-invalid={invalid}
      value={entry[side]}
      onChange={(event) => onChange({ ...entry, [side]: event.target.value })}
      className={cx(
        "text-center font-mono text-lg tabular-nums",
        wins && "border-court-700 bg-court-100 font-bold text-court-900",
        winner === 0 && "bg-amber-50",
      )}
    />
  );

  return (
    <div className={cx(SET_GRID, "items-center")}>
      <span className="grid text-sm font-semibold leading-tight text-slate-700">
        {t("leagueActions.setLabel", { set })}
        {winner === 0 ? (
          <span className="text-xs font-bold uppercase text-amber-800">{t("leagueActions.tie")}</span>
        ) : null}
      </span>
      {field("player1", player1Name, winner === 1)}
      {field("player2", player2Name, winner === 2)}
    </div>
  );
}
