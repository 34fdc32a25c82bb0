import UserPlus from "lucide-react/icons/user-plus";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { PlayerAvatar } from "@/components/player-avatar";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/input";
import { useFormat, useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";
import { searchPlayers } from "../model/player-search";
import type { Problem } from "../model/problem";
import { type Pairing, pick, removeTeam, takenPlayers, teamName } from "../model/teams";
import { PickerHeader, PickerList, PickerSearch } from "./picker-parts";

/** Props of `TeamPicker`. */
export interface TeamPickerProps {
  id: string;
  /** The players to pair, strongest first. */
  players: Player[];
  pairing: Pairing;
  onChange: (pairing: Pairing) => void;
  /** How many teams the draw takes, when fixed: the counter then reads "n / count teams". */
  count: number | null;
  problem?: Problem;
  hint?: string;
  /** Locked (a draw with results): the teams are shown, not changed. */
  disabled?: boolean;
}

/**
 * Pairs a doubles draw's teams (docs/rules.md#doubles): the teams made so far, each with its
 * Remove, then a search and the players still free. A first pick waits for a partner; the
 * second makes the team. A player in a team, or waiting, is not offered again.
 */
export function TeamPicker({
  id,
  players,
  pairing,
  onChange,
  count,
  problem,
  hint,
  disabled = false,
}: TeamPickerProps) {
  const t = useT();
  const format = useFormat();
  const [query, setQuery] = useState("");
  const byId = new Map(players.map((player) => [player.id, player]));
  const taken = takenPlayers(pairing);
  const free = searchPlayers(
    players.filter((player) => !taken.has(player.id)),
    query,
  );
  const made = pairing.teams.length;
  const complete = count !== null && made === count;
  const waiting = pairing.waiting === null ? null : byId.get(pairing.waiting);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-legend`}
      className="flex flex-col gap-2"
      aria-describedby={[problem ? errorId : null, hintId].filter(Boolean).join(" ")}
    >
      <PickerHeader
        id={id}
        title={t("adminTournaments.teams")}
        complete={complete}
        counter={
          count === null
            ? t("adminTournaments.teamsCount", { n: made })
            : t("adminTournaments.teamsOf", { n: made, count })
        }
      />
      <p id={hintId} className="text-sm text-slate-600">
        {t("adminTournaments.teamsHint")}
        {hint ? ` ${hint}` : ""}
      </p>
      <ol
        aria-label={t("adminTournaments.teams")}
        className="grid gap-1 rounded-xl border border-slate-200 bg-slate-50 p-2"
      >
        {made === 0 ? (
          <li className="px-2 py-2 text-sm text-slate-600">{t("adminTournaments.noTeams")}</li>
        ) : null}
        {pairing.teams.map((team, index) => {
          const name = teamName(team, byId);
          return (
            <li key={team.join("-")} className="flex items-center gap-2 rounded-lg bg-white px-2 py-1.5">
              <span className="w-6 shrink-0 text-right text-sm font-bold tabular-nums text-slate-600">
                {index + 1}.
              </span>
              <span className="min-w-0 flex-1 break-words text-base font-medium text-slate-900">{name}</span>
              {disabled ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("adminTournaments.removeTeam", { name })}
                  onClick={() => onChange({ ...pairing, teams: removeTeam(pairing.teams, index) })}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {waiting ? (
        <p
          aria-live="polite"
          className="flex items-center gap-2 rounded-lg bg-ball-100 px-3 py-2 text-base font-semibold text-slate-900"
        >
          <span className="min-w-0 flex-1 break-words">
            {t("adminTournaments.waitingPartner", { name: waiting.name })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("adminTournaments.cancelWaiting", { name: waiting.name })}
            onClick={() => onChange(pick(pairing, waiting.id))}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </p>
      ) : null}
      {disabled ? null : (
        <>
          <PickerSearch id={id} query={query} onQuery={setQuery} />
          <PickerList query={query} clubEmpty={query.trim() === ""} problem={Boolean(problem)}>
            {free.map((player) => (
              <li key={player.id} className="border-b border-slate-100 last:border-0">
                <button
                  type="button"
                  aria-label={t("adminTournaments.pickPlayer", { name: player.name })}
                  onClick={() => onChange(pick(pairing, player.id))}
                  className="flex min-h-12 w-full items-center gap-3 px-3 py-1.5 text-left hover:bg-court-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-court-700"
                >
                  <UserPlus aria-hidden="true" className="size-5 shrink-0 text-court-700" />
                  <PlayerAvatar name={player.name} src={player.avatar} size="sm" />
                  <span className="min-w-0 flex-1 break-words text-base font-medium text-slate-900">
                    {player.name}
                  </span>
                  <span className="shrink-0 text-sm tabular-nums text-slate-600">
                    {t("players.points", { points: format.number(player.totalPoints) })}
                  </span>
                </button>
              </li>
            ))}
          </PickerList>
        </>
      )}
      <FieldError id={errorId}>{problem ? t(problem.key, problem.params) : undefined}</FieldError>
    </div>
  );
}
