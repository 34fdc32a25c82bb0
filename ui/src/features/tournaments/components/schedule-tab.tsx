import { CalendarX, CheckCircle2, Clock3, Trophy } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { useTournamentMatches } from "../api/get-tournament-matches";
import type { Match } from "../api/types";
import { scheduleByWeek, stageTagKey } from "../model/stages";

function Side({ name, label, won }: { name: string | null; label: string | null; won: boolean }) {
  const t = useT();
  return (
    <span
      className={cx(
        "flex min-w-0 items-center gap-1.5",
        won ? "font-extrabold text-slate-900" : "font-medium text-slate-800",
      )}
    >
      <span className={cx("truncate", !name && "italic text-slate-500")}>
        {name ?? label ?? t("bracket.tbd")}
      </span>
      {won ? <Trophy aria-label={t("schedule.winner")} className="size-4 shrink-0 text-gold" /> : null}
    </span>
  );
}

function ScheduleRow({ match }: { match: Match }) {
  const t = useT();
  const completed = match.status === "completed";
  return (
    <li className="flex items-center gap-3 px-3 py-3 sm:px-4">
      {completed ? (
        <CheckCircle2 aria-label={t("schedule.completed")} className="size-6 shrink-0 text-court-600" />
      ) : (
        <Clock3 aria-label={t("schedule.notPlayed")} className="size-6 shrink-0 text-slate-400" />
      )}
      <div className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[1fr_auto_1fr] sm:items-center sm:gap-3">
        <Side
          name={match.player1Name}
          label={match.player1Label}
          won={completed && match.winnerId !== null && match.winnerId === match.player1Id}
        />
        <span className="hidden text-xs font-bold uppercase text-slate-500 sm:inline">
          {t("schedule.vs")}
        </span>
        <Side
          name={match.player2Name}
          label={match.player2Label}
          won={completed && match.winnerId !== null && match.winnerId === match.player2Id}
        />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge tone={match.stage === "group" ? "gray" : "ball"}>{t(stageTagKey(match.stage))}</Badge>
        {completed && match.score ? (
          <span className="font-mono text-sm font-semibold tabular-nums text-slate-800">{match.score}</span>
        ) : null}
      </div>
    </li>
  );
}

/** The Schedule tab: the matches week by week. */
export function ScheduleTab({ tournamentId }: { tournamentId: number }) {
  const t = useT();
  const matches = useTournamentMatches(tournamentId);
  if (matches.isPending) return <Spinner />;
  if (matches.isError) return <LoadError onRetry={() => void matches.refetch()} />;
  const weeks = scheduleByWeek(matches.data);
  if (weeks.length === 0) return <EmptyState icon={CalendarX} title={t("schedule.empty")} />;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {weeks.map(({ week, matches: weekMatches }) => (
        <section key={week} aria-labelledby={`week-${week}`}>
          <h2 id={`week-${week}`} className="mb-2 text-lg font-extrabold text-court-900">
            {t("schedule.week", { week })}
          </h2>
          <Card>
            <ul className="divide-y divide-slate-100">
              {weekMatches.map((match) => (
                <ScheduleRow key={match.id} match={match} />
              ))}
            </ul>
          </Card>
        </section>
      ))}
    </div>
  );
}
