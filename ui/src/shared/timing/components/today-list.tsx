import CalendarDays from "lucide-react/icons/calendar-days";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { useFormat, useT } from "@/lib/i18n";
import type { TodayMatch } from "@/lib/wire";
import { useToday } from "../api/get-today";

/** One match of today: its hour, court, players, and what it belongs to. */
function TodayRow({ match }: { match: TodayMatch }) {
  const t = useT();
  const format = useFormat();
  const Icon = match.kind === "league" ? Swords : Trophy;
  const owner = match.kind === "league" ? t("today.league") : (match.tournamentName ?? "");
  return (
    <li
      className="grid grid-cols-[5rem_1fr] items-start gap-3 px-4 py-3"
      data-today={match.matchId ?? match.leagueMatchId}
    >
      <div className="grid">
        <span className="text-lg font-extrabold tabular-nums text-court-900">
          {match.time ? format.time(match.time) : t("today.noTime")}
        </span>
        {match.cancha ? (
          <span className="text-sm font-semibold text-court-700">
            {t("timing.court", { n: match.cancha })}
          </span>
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="truncate text-base font-bold text-slate-900">
          {match.player1Name} {t("member.vs")} {match.player2Name}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {match.kind === "tournament" && match.tournamentId ? (
            <Link
              to={`/tournament/${match.tournamentId}`}
              className="truncate underline-offset-2 hover:underline"
            >
              {owner}
            </Link>
          ) : (
            <span className="truncate">{owner}</span>
          )}
          {match.completed ? (
            <span className="ml-1 inline-flex items-center gap-1 font-semibold text-court-700">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t("today.played")}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** Today's matches by hour, with their court: a list the hub and the player pages can show. */
export function TodayList({ matches }: { matches: TodayMatch[] }) {
  const t = useT();
  if (matches.length === 0) return <p className="px-4 py-3 text-base text-slate-700">{t("today.empty")}</p>;
  return (
    <ul aria-label={t("today.title")} className="divide-y divide-slate-100">
      {matches.map((match) => (
        <TodayRow key={`${match.kind}-${match.matchId ?? match.leagueMatchId}`} match={match} />
      ))}
    </ul>
  );
}

/**
 * "Today at the club" on the hub: shown only when some match is set for today, so a quiet
 * day (or a server without the call) leaves the hub as it was.
 */
export function TodayAtTheClub() {
  const t = useT();
  const format = useFormat();
  const today = useToday();
  if (!today.data || today.data.matches.length === 0) return null;
  return (
    <section aria-labelledby="today-title">
      <Card className="overflow-hidden">
        <h2
          id="today-title"
          className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-xl font-extrabold text-court-900"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
          {t("today.title")}
          <span className="text-base font-semibold text-slate-600">{format.date(today.data.today)}</span>
        </h2>
        <TodayList matches={today.data.matches} />
      </Card>
    </section>
  );
}
