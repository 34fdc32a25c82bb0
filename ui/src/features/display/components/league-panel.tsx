import CalendarClock from "lucide-react/icons/calendar-clock";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import { leagueKey } from "../model/slides";
import type { Fresh } from "./panel-parts";

/** The display's league panel: the latest results and the matches to come. */
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
