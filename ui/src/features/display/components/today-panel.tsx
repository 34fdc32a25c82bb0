import AlarmClock from "lucide-react/icons/alarm-clock";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { TodayMatch } from "@/lib/wire";
import type { PendingMatch } from "../model/slides";

/** One of today's matches: the hour and court large, then both players and what it belongs to. */
function TodayRow({ match }: { match: TodayMatch }) {
  const t = useT();
  const format = useFormat();
  return (
    <li
      data-today={match.matchId ?? match.leagueMatchId}
      className="flex min-w-0 items-center gap-5 rounded-2xl border-2 border-court-700 bg-court-900 px-5 py-2 text-[32px] leading-[40px]"
    >
      <div className="w-36 shrink-0 text-center">
        <p className="font-extrabold tabular-nums text-ball-300">
          {match.time ? format.time(match.time) : t("today.noTime")}
        </p>
        {match.cancha ? (
          <p className="text-[28px] text-court-100">{t("timing.court", { n: match.cancha })}</p>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-white">
          {match.player1Name} {t("member.vs")} {match.player2Name}
        </p>
        <p className="flex items-center gap-2 truncate text-[28px] text-court-200">
          {match.kind === "league" ? t("today.league") : (match.tournamentName ?? "")}
          {match.completed ? (
            <span className="inline-flex items-center gap-1 text-ball-200">
              <CheckCircle2 aria-hidden="true" className="size-7" />
              {t("today.played")}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** A match pending from an earlier week: who, which tournament and week, late or overdue. */
function PendingRow({ entry }: { entry: PendingMatch }) {
  const t = useT();
  const { match } = entry;
  const overdue = match.timing === "overdue";
  return (
    <li
      data-pending={match.id}
      className={cx(
        "flex min-w-0 items-center gap-4 rounded-2xl border-2 bg-court-900 px-5 py-2 text-[32px] leading-[40px]",
        overdue ? "border-red-400" : "border-amber-300",
      )}
    >
      <AlarmClock
        aria-hidden="true"
        className={cx("size-9 shrink-0", overdue ? "text-red-300" : "text-amber-200")}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-white">
          {match.player1Name} {t("member.vs")} {match.player2Name}
        </p>
        <p className="truncate text-[28px] text-court-200">
          {entry.tournamentName} · {t("today.weekShort", { week: match.week })} ·{" "}
          {t(overdue ? "timing.overdue" : "timing.late")}
        </p>
      </div>
    </li>
  );
}

/** "Today at the club": today's matches by hour with their court, beside those pending from earlier weeks. */
export function TodayPanel({ matches, pending }: { matches: TodayMatch[]; pending: PendingMatch[] }) {
  const t = useT();
  return (
    <div className="grid grid-cols-2 gap-x-10">
      <section className="min-w-0">
        {matches.length === 0 ? (
          <p className="text-[32px] text-court-200">{t("today.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("today.title")}>
            {matches.map((match) => (
              <TodayRow key={`${match.kind}-${match.matchId ?? match.leagueMatchId}`} match={match} />
            ))}
          </ul>
        )}
      </section>
      <section className="min-w-0">
        <h2 className="mb-3 text-[36px] font-extrabold text-ball-300">{t("today.pending")}</h2>
        {pending.length === 0 ? (
          <p className="text-[32px] text-court-200">{t("today.pendingEmpty")}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("today.pending")}>
            {pending.map((entry) => (
              <PendingRow key={entry.match.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
