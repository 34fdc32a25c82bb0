import X from "lucide-react/icons/x";
import { useState } from "react";
import { PlayerAvatar } from "@/components/player-avatar";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";
import { searchPlayers, toggleSelected } from "../model/player-search";
import type { Problem } from "../model/problem";
import { PickerHeader, PickerList, PickerSearch } from "./picker-parts";

/** Props of `PlayerPicker`. */
export interface PlayerPickerProps {
  id: string;
  /** The players to choose from, strongest first. */
  players: Player[];
  selected: number[];
  onChange: (selected: number[]) => void;
  /** How many players the tournament takes, when fixed: the counter then reads "n / count". */
  count: number | null;
  problem?: Problem;
  disabled?: boolean;
  hint?: string;
}

/** Chooses a tournament's players: a search box, a checklist and a running "n / count selected". */
export function PlayerPicker({
  id,
  players,
  selected,
  onChange,
  count,
  problem,
  disabled,
  hint,
}: PlayerPickerProps) {
  const t = useT();
  const format = useFormat();
  const [query, setQuery] = useState("");
  const shown = searchPlayers(players, query);
  const chosen = new Set(selected);
  const complete = count !== null && selected.length === count;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-legend`}
      className="flex flex-col gap-2"
      aria-describedby={
        [problem ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined
      }
    >
      <PickerHeader
        id={id}
        title={t("adminTournaments.players")}
        complete={complete}
        counter={
          count === null
            ? t("adminTournaments.selected", { n: selected.length })
            : t("adminTournaments.selectedOf", { n: selected.length, count })
        }
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <PickerSearch id={id} query={query} onQuery={setQuery} disabled={disabled} />
      {/* Locked, its boxes cannot take the focus: the list takes it, so the keyboard can scroll it. */}
      <PickerList
        query={query}
        clubEmpty={players.length === 0}
        problem={Boolean(problem)}
        focusable={disabled}
      >
        {shown.map((player) => (
          <li key={player.id} className="border-b border-slate-100 last:border-0">
            <label
              className={cx(
                "flex min-h-12 items-center gap-3 px-3 py-1.5",
                disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-court-50",
                chosen.has(player.id) && "bg-court-50/70",
              )}
            >
              <input
                type="checkbox"
                aria-label={player.name}
                checked={chosen.has(player.id)}
                disabled={disabled}
                onChange={() => onChange(toggleSelected(selected, player.id))}
                className="size-5 shrink-0 accent-court-700"
              />
              <PlayerAvatar name={player.name} src={player.avatar} size="sm" />
              <span className="min-w-0 flex-1 truncate text-base font-medium text-slate-900">
                {player.name}
              </span>
              <span className="shrink-0 text-sm tabular-nums text-slate-600">
                {t("players.points", { points: format.number(player.totalPoints) })}
              </span>
            </label>
          </li>
        ))}
      </PickerList>
      {selected.length > 0 && !disabled ? (
        <Button variant="ghost" className="self-start" onClick={() => onChange([])}>
          <X aria-hidden="true" className="size-4" />
          {t("adminTournaments.clearSelection")}
        </Button>
      ) : null}
      <FieldError id={errorId}>{problem ? t(problem.key, problem.params) : undefined}</FieldError>
    </div>
  );
}
