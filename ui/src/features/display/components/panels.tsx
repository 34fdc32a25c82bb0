import { CalendarClock, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { LeagueMatch, Match, MatchSet, RankingEntry, Tournament } from "@/lib/wire";
import {
  groupName,
  matchName,
  outcomeWord,
  slotLabel,
  stageTag,
} from "@/shared/tournaments/model/server-words";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import { formatLabel } from "@/shared/tournaments/model/status";
import { leagueKey, matchKey, type BracketColumn, type GroupTable } from "../model/slides";

/**
 * The display's panels, drawn for a 1080p TV read from across the room: no text under 28 px,
 * names cut with an ellipsis rather than wrapped (a screen's rows are counted to fit, see
 * `model/slides.ts`), and a result that just came in marked with `display-fresh`.
 */

/** The results that just came in, by key (`match-41`, `league-7`). */
export type Fresh = ReadonlySet<string>;

function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-24 text-center text-[40px] font-semibold text-court-100">{children}</p>;
}

/** One set's games for one side, the set winner's bold; a 7-6 set's tiebreak points small. */
function SetCells({ sets, side, size }: { sets: MatchSet[]; side: 1 | 2; size: "large" | "small" }) {
  return sets.map((set, index) => {
    const games = side === 1 ? set.player1 : set.player2;
    const other = side === 1 ? set.player2 : set.player1;
    const tiebreak = set.tiebreak !== null && games < other ? set.tiebreak : null;
    return (
      <span
        key={index}
        className={cx(
          "inline-block text-center font-mono tabular-nums",
          size === "large" ? "w-12" : "w-9",
          games > other ? "font-extrabold text-white" : "font-medium text-court-200",
        )}
      >
        {games}
        {tiebreak !== null ? <sup className="text-[28px] leading-none">{tiebreak}</sup> : null}
      </span>
    );
  });
}

/** A side of a tournament match: the player, or where they will come from. */
function sideName(match: Match, side: 1 | 2, t: ReturnType<typeof useT>): { text: string; known: boolean } {
  const name = side === 1 ? match.player1Name : match.player2Name;
  if (name) return { text: name, known: true };
  const label = slotLabel(side === 1 ? match.player1Label : match.player2Label, t);
  return { text: label ?? t("bracket.tbd"), known: false };
}

/** What a match is within its tournament: "Group A", "QF1", "F". */
function matchTag(
  match: Match,
  groupLetters: ReadonlyMap<number, string>,
  t: ReturnType<typeof useT>,
): string {
  if (match.stage === "group") {
    const letter = match.groupId === null ? undefined : groupLetters.get(match.groupId);
    return letter ? groupName(letter, t) : stageTag("group", t);
  }
  return matchName(match.stage, match.slot + 1, t);
}

/** A tournament match as a two-line scoreboard: each side with its sets, the winner bold with a trophy. */
function Scoreboard({
  match,
  tag,
  fresh,
  size,
}: {
  match: Match;
  tag: string | null;
  fresh: Fresh;
  size: "large" | "small";
}) {
  const t = useT();
  const completed = match.status === "completed" && !match.isBye;
  const outcome = completed ? outcomeWord(match.outcome, t) : null;
  const row = (side: 1 | 2) => {
    const { text, known } = sideName(match, side, t);
    const won =
      completed &&
      match.winnerId !== null &&
      match.winnerId === (side === 1 ? match.player1Id : match.player2Id);
    return (
      <div className="flex min-w-0 items-center gap-3">
        <span
          className={cx(
            "min-w-0 flex-1 truncate",
            won ? "font-extrabold text-white" : "font-medium",
            !known && "italic text-court-300",
          )}
        >
          {text}
        </span>
        {won ? (
          <Trophy
            aria-hidden="true"
            className={cx("shrink-0 text-ball-400", size === "large" ? "size-8" : "size-6")}
          />
        ) : null}
        {won && outcome ? (
          <span className="shrink-0 text-[28px] font-bold text-ball-300">{outcome}</span>
        ) : null}
        <span className="shrink-0">
          <SetCells sets={match.sets} side={side} size={size} />
        </span>
      </div>
    );
  };
  return (
    <div
      data-result={matchKey(match.id)}
      data-fresh={fresh.has(matchKey(match.id)) || undefined}
      className={cx(
        "flex min-w-0 items-center gap-5 rounded-2xl border-2 border-court-700 bg-court-900",
        size === "large" ? "px-6 py-3 text-[36px] leading-[44px]" : "px-4 py-1.5 text-[28px] leading-[36px]",
        fresh.has(matchKey(match.id)) && "display-fresh",
      )}
    >
      {tag !== null ? (
        <span className="w-44 shrink-0 whitespace-nowrap text-[28px] font-bold uppercase leading-tight text-ball-300">
          {tag}
        </span>
      ) : null}
      <div className="min-w-0 flex-1">
        {row(1)}
        {row(2)}
      </div>
    </div>
  );
}

/** This week's matches of a tournament, two columns of scoreboards. */
export function MatchesPanel({
  matches,
  groupLetters,
  fresh,
}: {
  matches: Match[];
  groupLetters: ReadonlyMap<number, string>;
  fresh: Fresh;
}) {
  const t = useT();
  if (matches.length === 0) return <Empty>{t("display.noMatchesThisWeek")}</Empty>;
  return (
    <div className="grid grid-flow-col grid-cols-2 grid-rows-6 gap-x-8 gap-y-4">
      {matches.map((match) => (
        <Scoreboard
          key={match.id}
          match={match}
          tag={matchTag(match, groupLetters, t)}
          fresh={fresh}
          size="large"
        />
      ))}
    </div>
  );
}

/** Group tables, two by two: place, player, won, lost, sets, points; the qualified marked. */
export function GroupsPanel({ tables }: { tables: GroupTable[] }) {
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
                <th className="w-12 text-left font-semibold">#</th>
                <th className="text-left font-semibold">{t("display.colPlayer")}</th>
                <th className="w-16 text-center font-semibold">{t("display.colWins")}</th>
                <th className="w-16 text-center font-semibold">{t("display.colLosses")}</th>
                <th className="w-28 text-center font-semibold">{t("display.colSets")}</th>
                <th className="w-20 text-right font-semibold">{t("display.colPoints")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.playerId} className={cx(line.qualified && "text-ball-200")}>
                  <td className="font-bold tabular-nums">{line.position}</td>
                  <td className="truncate font-semibold">{line.name}</td>
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

/** The knockout, a column per stage; each column's matches spread over the height, as a draw. */
export function BracketPanel({ columns, fresh }: { columns: BracketColumn[]; fresh: Fresh }) {
  const t = useT();
  return (
    <div className="grid h-full min-h-0 auto-cols-fr grid-flow-col gap-6">
      {columns.map((column) => (
        <section key={column.stage} className="flex min-h-0 min-w-0 flex-col">
          <h2 className="mb-2 truncate text-[28px] font-bold uppercase text-ball-300">
            {t(stageNameKey(column.stage))}
          </h2>
          <div className="flex min-h-0 flex-1 flex-col justify-around gap-2">
            {column.matches.map((match) => (
              <Scoreboard key={match.id} match={match} tag={null} fresh={fresh} size="small" />
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

/** A league match: both players, then the sets once played, or the date, time and court before. */
function LeagueRow({ match, fresh }: { match: LeagueMatch; fresh: Fresh }) {
  const t = useT();
  const format = useFormat();
  const played = match.status === "completed";
  const row = (side: 1 | 2) => {
    const won = played && match.winnerId === (side === 1 ? match.player1Id : match.player2Id);
    return (
      <div className="flex min-w-0 items-center gap-3">
        <span className={cx("min-w-0 flex-1 truncate", won ? "font-extrabold text-white" : "font-medium")}>
          {side === 1 ? match.player1Name : match.player2Name}
        </span>
        {played
          ? match.setScores.map((set, index) => {
              const games = side === 1 ? set.player1Score : set.player2Score;
              const mine = set.winner === side;
              return (
                <span
                  key={index}
                  className={cx(
                    "inline-block w-12 shrink-0 text-center font-mono tabular-nums",
                    mine ? "font-extrabold text-white" : "text-court-200",
                  )}
                >
                  {games}
                </span>
              );
            })
          : null}
      </div>
    );
  };
  return (
    <li
      data-result={leagueKey(match.id)}
      data-fresh={fresh.has(leagueKey(match.id)) || undefined}
      className={cx(
        "flex min-w-0 items-center gap-4 rounded-2xl border-2 border-court-700 bg-court-900 px-5 py-2 text-[32px] leading-[40px]",
        fresh.has(leagueKey(match.id)) && "display-fresh",
      )}
    >
      <div className="min-w-0 flex-1">
        {row(1)}
        {row(2)}
      </div>
      {played ? null : (
        <div className="flex shrink-0 items-center gap-3 text-right text-[28px] leading-[36px] text-court-200">
          <CalendarClock aria-hidden="true" className="size-8 shrink-0" />
          <div>
            <p>{format.date(match.date)}</p>
            <p>
              {[format.time(match.time), match.cancha ? t("league.court", { n: match.cancha }) : ""]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
        </div>
      )}
    </li>
  );
}

/** The league: its latest results beside its pending challenges. */
export function LeaguePanel({
  results,
  pending,
  fresh,
}: {
  results: LeagueMatch[];
  pending: LeagueMatch[];
  fresh: Fresh;
}) {
  const t = useT();
  const column = (title: string, matches: LeagueMatch[], empty: string) => (
    <section className="min-w-0">
      <h2 className="mb-3 text-[36px] font-extrabold text-ball-300">{title}</h2>
      {matches.length === 0 ? (
        <p className="text-[32px] text-court-200">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {matches.map((match) => (
            <LeagueRow key={match.id} match={match} fresh={fresh} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="grid grid-cols-2 gap-x-10">
      {column(t("display.latestResults"), results, t("display.noResults"))}
      {column(t("display.pendingChallenges"), pending, t("display.noPending"))}
    </div>
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
