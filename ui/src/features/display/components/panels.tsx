import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { FinalWaiting, RankingEntry, Tournament } from "@/lib/wire";
import { SeedMark } from "@/shared/tournaments/components/seed-mark";
import { seedOf, type Seeds } from "@/shared/tournaments/model/seeds";
import { groupName } from "@/shared/tournaments/model/server-words";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import { formatLabel } from "@/shared/tournaments/model/status";
import { type BracketColumn, type GroupTable } from "../model/slides";
import { Empty, type Fresh } from "./panel-parts";
import { Scoreboard } from "./matches-panel";

/**
 * The display's panels, drawn for a 1080p TV read from across the room: no text under 28 px,
 * names cut with an ellipsis rather than wrapped (a screen's rows are counted to fit, see
 * `model/slides.ts`) except in the group tables, where a long name takes a second line rather
 * than losing its surname, and a result that just came in marked with `display-fresh`.
 */

/**
 * Group tables, two by two: place, player and seed, won, lost, sets, points; the qualified
 * marked. The numbers' columns are as narrow as their numbers, leaving the names the rest.
 */
export function GroupsPanel({ tables, seeds }: { tables: GroupTable[]; seeds: Seeds }) {
  const t = useT();
  return (
    <div className="grid grid-cols-2 gap-x-10 gap-y-6">
      {tables.map(({ group, lines }) => (
        <section
          key={group.id}
          className="min-w-0 rounded-2xl border-2 border-court-700 bg-court-900 px-6 py-4"
        >
          <h2 className="text-[36px] font-extrabold text-ball-300">{groupName(group.letter, t)}</h2>
          <table className="w-full table-fixed text-[32px] leading-[48px]">
            <thead className="text-[28px] text-court-200">
              <tr>
                <th className="w-10 text-left font-semibold">#</th>
                <th className="text-left font-semibold">{t("display.colPlayer")}</th>
                <th className="w-12 text-center font-semibold">{t("display.colWins")}</th>
                <th className="w-12 text-center font-semibold">{t("display.colLosses")}</th>
                <th className="w-24 text-center font-semibold">{t("display.colSets")}</th>
                <th className="w-16 text-right font-semibold">{t("display.colPoints")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.playerId} className={cx(line.qualified && "text-ball-200")}>
                  <td className="font-bold tabular-nums">{line.position}</td>
                  <td className="font-semibold">
                    <span className="line-clamp-2 break-words leading-[40px]">
                      {line.name}
                      <SeedMark seed={seedOf(seeds, line.playerId)} tone="display" spaced />
                    </span>
                  </td>
                  <td className="text-center tabular-nums">{line.wins}</td>
                  <td className="text-center tabular-nums">{line.losses}</td>
                  <td className="text-center tabular-nums">
                    {line.setsWon}-{line.setsLost}
                  </td>
                  <td className="text-right font-extrabold tabular-nums">{line.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/**
 * The knockout, a column per stage; each column's matches spread over the height, as a draw.
 * A final played but not confirmed yet says so under the final's heading, wrapped: the
 * column has room for the lines, and the winner's name must not be cut.
 */
export function BracketPanel({
  columns,
  seeds,
  fresh,
  waiting,
}: {
  columns: BracketColumn[];
  seeds: Seeds;
  fresh: Fresh;
  /** The tournament's final awaiting confirmation or disputed, if any. */
  waiting: FinalWaiting | null;
}) {
  const t = useT();
  return (
    <div className="grid h-full min-h-0 auto-cols-fr grid-flow-col gap-6">
      {columns.map((column) => (
        <section key={column.stage} className="flex min-h-0 min-w-0 flex-col">
          <h2 className="mb-2 truncate text-[28px] font-bold uppercase text-ball-300">
            {t(stageNameKey(column.stage))}
          </h2>
          {column.stage === "final" && waiting ? (
            <p className="mb-2 break-words text-[28px] font-semibold leading-tight text-ball-200">
              {t(
                waiting.state === "awaiting"
                  ? "tournaments.finalWaiting.awaiting"
                  : "tournaments.finalWaiting.disputed",
                { name: waiting.winnerName },
              )}
            </p>
          ) : null}
          <div className="flex min-h-0 flex-1 flex-col justify-around gap-2">
            {column.matches.map((match) => (
              <Scoreboard key={match.id} match={match} tag={null} seeds={seeds} fresh={fresh} size="small" />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The top of the overall ranking: rank, name, points. */
export function RankingsPanel({ entries }: { entries: RankingEntry[] }) {
  const t = useT();
  const format = useFormat();
  if (entries.length === 0) return <Empty>{t("display.noRankings")}</Empty>;
  return (
    <ol className="mx-auto flex w-full max-w-[1400px] flex-col gap-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex min-w-0 items-center gap-8 rounded-2xl border-2 border-court-700 bg-court-900 px-8 py-1.5 text-[40px] leading-[56px]"
        >
          <span
            className={cx(
              "w-16 shrink-0 text-center font-black tabular-nums",
              entry.rank === 1 ? "text-ball-300" : "text-court-200",
            )}
          >
            {entry.rank}
          </span>
          <span className="min-w-0 flex-1 truncate font-bold">{entry.name}</span>
          <span className="shrink-0 font-extrabold tabular-nums text-ball-200">
            {format.number(entry.totalPoints)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The next tournament, announced. */
export function ComingSoonPanel({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-8 text-center">
      <p className="text-[40px] font-bold uppercase tracking-widest text-ball-300">
        {t("display.comingSoon")}
      </p>
      <p className="max-w-[1600px] text-[96px] font-black leading-tight">{tournament.name}</p>
      <p className="text-[48px] font-semibold text-court-100">
        {t("display.startsOn", { date: format.date(tournament.startDate) })}
      </p>
      <p className="text-[40px] text-court-200">
        {formatLabel(tournament.tournamentType, t)} ·{" "}
        {t("display.playersIn", { registered: tournament.registeredCount, count: tournament.playerCount })}
      </p>
    </div>
  );
}
