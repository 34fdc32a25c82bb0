import CalendarClock from "lucide-react/icons/calendar-clock";
import CalendarX from "lucide-react/icons/calendar-x";
import SquarePen from "lucide-react/icons/square-pen";
import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormat, useT } from "@/lib/i18n";
import type { TournamentStatus, UpcomingLeagueMatch, UpcomingTournamentMatch } from "@/lib/wire";
import { CancelChallengeButton } from "@/shared/league/components/cancel-challenge";
import { useRecheckMemberOn } from "@/shared/members/api/get-me";
import { PlayerLink } from "@/shared/players/components/player-link";
import { ClaimNote } from "@/shared/results/components/claim-note";
import { PhoneResultDialog } from "@/shared/results/components/phone-result-dialog";
import { winnerSide } from "@/shared/results/model/sides";
import { ScheduleButton } from "@/shared/timing/components/schedule-button";
import { MatchTiming } from "@/shared/timing/components/match-timing";
import { scheduleWindow, windowClosed } from "@/shared/timing/model/schedule-form";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import type { PlayerMatch } from "@/shared/tournaments/api/get-player-tournament-matches";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { useOverview } from "../api/get-overview";
import { recordWindow } from "../model/record-window";

/** "vs" and the opponent, whose name leads to their page; a doubles team's name has no page. */
function Opponent({ id, name, team = false }: { id: number; name: string; team?: boolean }) {
  const t = useT();
  return (
    <p className="break-words text-lg font-bold text-slate-900">
      {t("member.vs")} {team ? name : <PlayerLink id={id}>{name}</PlayerLink>}
    </p>
  );
}

/** Doubles: "With" and the member's partner, whose name leads to their page. */
function Partner({ match }: { match: UpcomingTournamentMatch }) {
  const t = useT();
  if (match.partnerId == null || match.partnerName == null) return null;
  return (
    <p className="break-words text-base font-semibold text-slate-800">
      {t("member.withPartner")} <PlayerLink id={match.partnerId}>{match.partnerName}</PlayerLink>
    </p>
  );
}

/**
 * When the match is set for, or that it is not yet, its deadline, and the button to set it
 * while its days to move it last (once they are over, the match says so where its result
 * would be recorded).
 */
function TournamentMatchTiming({ match }: { match: UpcomingTournamentMatch }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <MatchTiming match={match} />
      {windowClosed(match) ? null : (
        <div>
          <ScheduleButton
            match={{ ...match, window: scheduleWindow(match) }}
            description={`${t("member.vs")} ${match.opponentName}`}
          />
        </div>
      )}
    </div>
  );
}

/**
 * One tournament match still to play. Its result is the member's to record while its
 * tournament is being played and its days last; after them, the club records it. A walkover
 * claimed in it is said instead: the opponent answers it, or its claimant withdraws it.
 */
function TournamentMatch({
  match,
  full,
  status,
}: {
  match: UpcomingTournamentMatch;
  full: PlayerMatch | undefined;
  status: TournamentStatus | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const [recording, setRecording] = useState(false);
  const allowed = recordWindow(match, status);
  const claimed = Boolean(full?.match.confirmation?.claim);
  return (
    <li className="grid gap-1 px-4 py-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-court-800">
        <Trophy aria-hidden="true" className="size-4 shrink-0" />
        <Link
          to={`/tournament/${match.tournamentId}`}
          className="rounded-sm underline-offset-2 hover:underline focus-visible:underline"
        >
          {match.tournamentName}
        </Link>
        <Badge tone="green">{t(stageNameKey(match.stage))}</Badge>
      </p>
      <Opponent id={match.opponentId} name={match.opponentName} team={match.opponentTeam != null} />
      <Partner match={match} />
      <p className="text-base text-slate-700">
        {t("member.matchWeek", {
          week: match.week,
          first: format.date(match.weekStart),
          last: format.date(match.weekEnd),
        })}
      </p>
      <TournamentMatchTiming match={match} />
      {full ? <ClaimNote match={full.match} className="mt-1 text-base" /> : null}
      {allowed === "over" ? (
        <p className="mt-1 flex items-start gap-2 text-base font-semibold text-slate-800">
          <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-clay-700" />
          {t("results.windowOver")}
        </p>
      ) : null}
      {/* The whole match (its two sides) comes with the tournament's list; until then, no form. */}
      {allowed === "open" && full && winnerSide(full.match) === null && !claimed ? (
        <Button size="lg" className="mt-1 justify-self-start" onClick={() => setRecording(true)}>
          <SquarePen aria-hidden="true" className="size-5" />
          {t("results.record")}
        </Button>
      ) : null}
      {recording && full ? (
        <PhoneResultDialog
          match={full.match}
          context={`${full.tournamentName} · ${t(stageNameKey(match.stage))}`}
          onClose={() => setRecording(false)}
        />
      ) : null}
    </li>
  );
}

/** One league challenge still to play, with the button to cancel it (either player may). */
function LeagueMatch({ match }: { match: UpcomingLeagueMatch }) {
  const t = useT();
  const format = useFormat();
  const when = match.time
    ? t("member.leagueWhen", { date: format.date(match.date), time: format.time(match.time) })
    : format.date(match.date);
  return (
    <li className="grid gap-1 px-4 py-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-court-800">
        <Swords aria-hidden="true" className="size-4 shrink-0" />
        <Link to="/league" className="rounded-sm underline-offset-2 hover:underline focus-visible:underline">
          {t("league.title")}
        </Link>
        <Badge tone="ball">{match.challenger ? t("member.youChallenged") : t("member.challengedYou")}</Badge>
      </p>
      <Opponent id={match.opponentId} name={match.opponentName} />
      <p className="text-base text-slate-700">
        {when}
        {match.cancha ? ` · ${t("league.court", { n: match.cancha })}` : ""}
      </p>
      <div className="mt-1">
        <CancelChallengeButton
          challenge={{ matchId: match.leagueMatchId, opponentName: match.opponentName, date: match.date }}
        />
      </div>
    </li>
  );
}

/**
 * The member's matches still to play: tournament matches by week, the soonest first, then
 * league challenges by date, each with the opponent and when it is due. A tournament match
 * offers the phone form to record its result while the member may (`matches`: the member's
 * whole matches), and once its days are over says that the club records it.
 */
export function NextMatches({ matches }: { matches: PlayerMatch[] | null }) {
  const t = useT();
  const overview = useOverview();
  const tournaments = useTournaments();
  useRecheckMemberOn(overview.error);
  let body;
  if (overview.isPending) body = <Spinner label={t("member.matchesLoading")} />;
  else if (overview.isError) body = <LoadError onRetry={() => void overview.refetch()} />;
  else {
    const { tournamentMatches, leagueMatches } = overview.data;
    body =
      tournamentMatches.length + leagueMatches.length === 0 ? (
        <EmptyState icon={CalendarClock} title={t("member.noMatches")} hint={t("member.noMatchesHint")} />
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label={t("member.nextMatches")} className="divide-y divide-slate-100">
            {tournamentMatches.map((match) => (
              <TournamentMatch
                key={`t${match.matchId}`}
                match={match}
                full={matches?.find((item) => item.match.id === match.matchId)}
                status={tournaments.data?.find((tournament) => tournament.id === match.tournamentId)?.status}
              />
            ))}
            {leagueMatches.map((match) => (
              <LeagueMatch key={`l${match.leagueMatchId}`} match={match} />
            ))}
          </ul>
        </Card>
      );
  }
  return (
    <section aria-labelledby="me-matches" className="grid gap-3">
      <h2 id="me-matches" className="text-2xl font-extrabold text-court-900">
        {t("member.nextMatches")}
      </h2>
      {body}
    </section>
  );
}
