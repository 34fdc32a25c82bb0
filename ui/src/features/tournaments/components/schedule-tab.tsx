import { CalendarX, CheckCircle2, Clock3, Trophy } from "lucide-react";
import { useDeferredValue } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { Match, SlotLabel } from "@/lib/wire";
import { useTournamentMatches } from "@/shared/tournaments/api/get-tournament-matches";
import { scheduleByWeek, stageTagKey } from "@/shared/tournaments/model/stages";
import { matchScore, slotLabel } from "@/shared/tournaments/model/server-words";
import { ShareAction } from "@/shared/share/share-action";
import { PlayerLink } from "@/shared/players/components/player-link";
import { tournamentMatchMessage } from "@/shared/share/share-text";
import { PrintMasthead } from "./print/print-masthead";

/** The tournament a schedule belongs to, as a shared match names it. */
type TournamentRef = { id: number; name: string };

function Side({
  id,
  name,
  label,
  won,
}: {
  id: number | null;
  name: string | null;
  label: SlotLabel | null;
  won: boolean;
}) {
  const t = useT();
  return (
    // The trophy flows after the name's last word, also when a long name wraps.
    <span
      className={cx(
        "min-w-0 break-words",
        won ? "font-extrabold text-slate-900" : "font-medium text-slate-800",
      )}
    >
      {name && id !== null ? (
        <PlayerLink id={id}>{name}</PlayerLink>
      ) : (
        <span className={cx(!name && "italic text-slate-500")}>
          {name ?? slotLabel(label, t) ?? t("bracket.tbd")}
        </span>
      )}
      {won ? (
        <Trophy
          aria-label={t("schedule.winner")}
          className="ml-1.5 inline-block size-4 align-[-0.125em] text-gold"
        />
      ) : null}
    </span>
  );
}

function ScheduleRow({ match, tournament }: { match: Match; tournament: TournamentRef }) {
  const t = useT();
  const completed = match.status === "completed";
  const score = completed ? matchScore(match.scoreForWinner, match.outcome, t) : null;
  const share = tournamentMatchMessage(match, tournament, t);
  return (
    <li className="flex items-center gap-3 px-3 py-3 sm:px-4">
      {completed ? (
        <CheckCircle2 aria-label={t("schedule.completed")} className="size-6 shrink-0 text-court-600" />
      ) : (
        <Clock3 aria-label={t("schedule.notPlayed")} className="size-6 shrink-0 text-slate-400" />
      )}
      {/* The two players side by side only where the list is wide enough for both names
          (a container query: the week lists sit two abreast on a large screen); else one
          above the other. A name that still does not fit wraps. */}
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5 @3xl:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] @3xl:items-center @3xl:gap-3">
        <Side
          id={match.player1Id}
          name={match.player1Name}
          label={match.player1Label}
          won={completed && match.winnerId !== null && match.winnerId === match.player1Id}
        />
        <span className="hidden text-xs font-bold uppercase text-slate-500 @3xl:inline">
          {t("schedule.vs")}
        </span>
        <Side
          id={match.player2Id}
          name={match.player2Name}
          label={match.player2Label}
          won={completed && match.winnerId !== null && match.winnerId === match.player2Id}
        />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge tone={match.stage === "group" ? "gray" : "ball"}>{t(stageTagKey(match.stage))}</Badge>
        {score ? (
          // From the winner's side, as tennis reads it: the trophy says who that is. In a
          // narrow list a long score breaks between sets, leaving the names more room.
          <span className="max-w-20 text-right font-mono text-sm font-semibold tabular-nums text-slate-800 @md:max-w-none">
            {score}
          </span>
        ) : null}
      </div>
      {share ? <ShareAction compact message={share} label={t("share.match")} /> : null}
    </li>
  );
}

/** The Schedule tab: the matches week by week. */
export function ScheduleTab({ tournament }: { tournament: TournamentRef }) {
  const t = useT();
  const matches = useDeferredValue(useTournamentMatches(tournament.id));
  if (matches.isPending) return <Spinner />;
  if (matches.isError) return <LoadError onRetry={() => void matches.refetch()} />;
  const weeks = scheduleByWeek(matches.data);
  if (weeks.length === 0) return <EmptyState icon={CalendarX} title={t("schedule.empty")} />;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 print:grid-cols-1 print:gap-3">
      {/* On paper (A4 portrait) the schedule says whose and when it was printed. */}
      <div aria-hidden="true" className="hidden print:block">
        <PrintMasthead tournament={tournament.name} what={t("detail.tabSchedule")} />
      </div>
      {weeks.map(({ week, matches: weekMatches }) => (
        // A week out of view is not laid out until it scrolls near (content-visibility), so a
        // long schedule shows sooner on a phone; on paper every week is laid out.
        <section
          key={week}
          aria-labelledby={`week-${week}`}
          className="break-inside-avoid [contain-intrinsic-block-size:auto_24rem] [content-visibility:auto] print:[content-visibility:visible]"
        >
          <h2 id={`week-${week}`} className="mb-2 text-lg font-extrabold text-court-900">
            {t("schedule.week", { week })}
          </h2>
          <Card>
            <ul className="@container divide-y divide-slate-100">
              {weekMatches.map((match) => (
                <ScheduleRow key={match.id} match={match} tournament={tournament} />
              ))}
            </ul>
          </Card>
        </section>
      ))}
    </div>
  );
}
