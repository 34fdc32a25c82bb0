import CalendarX from "lucide-react/icons/calendar-x";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock3 from "lucide-react/icons/clock-3";
import Trophy from "lucide-react/icons/trophy";
import { useDeferredValue, useEffect, useRef } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { Match, ScheduleWeek, SlotLabel } from "@/lib/wire";
import { useThisWeek } from "@/shared/tournaments/api/get-this-week";
import { useTournamentMatches } from "@/shared/tournaments/api/get-tournament-matches";
import { scheduleByWeek, stageTagKey } from "@/shared/tournaments/model/stages";
import { ClaimNote } from "@/shared/results/components/claim-note";
import { ConfirmationMark } from "@/shared/results/components/confirmation-mark";
import { matchScore, slotLabel } from "@/shared/tournaments/model/server-words";
import { ShareAction } from "@/shared/share/share-action";
import { PlayerLink } from "@/shared/players/components/player-link";
import { tournamentMatchMessage } from "@/shared/share/share-text";
import { TimingBadge, useWhenText } from "@/shared/timing/components/timing-badge";
import { isBehind } from "@/shared/timing/model/schedule-form";
import { PrintMasthead } from "./print/print-masthead";
import { winnerSide } from "@/shared/results/model/sides";

/** The tournament a schedule belongs to, as a shared match names it. */
type TournamentRef = { id: number; name: string };

/** The schedule's tournament, with the dates of its weeks when the page has them. */
type ScheduledTournament = TournamentRef & { scheduleWeeks?: ScheduleWeek[] | null };

/** Where the week lists stand one above the other (below Tailwind's `lg`): a phone's. */
const ONE_COLUMN = "(max-width: 1023.98px)";

/**
 * On a phone the tab opens on the current week: once the week is known, its heading is
 * scrolled to the top (below the sticky bar, see its `scroll-mt`), unless the reader has
 * scrolled already. Where the weeks stand two abreast, the page stays at its top.
 */
function useOpenOnWeek(current: number | null) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || current === null) return;
    done.current = true;
    const oneColumn = typeof window.matchMedia === "function" && window.matchMedia(ONE_COLUMN).matches;
    if (!oneColumn || current === 1) return;
    document.getElementById(`week-${current}`)?.closest("section")?.scrollIntoView({ block: "start" });
  }, [current]);
}

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
  const whenText = useWhenText();
  const when = completed ? null : whenText(match);
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
          won={completed && winnerSide(match) === 1}
        />
        <span className="hidden text-xs font-bold uppercase text-slate-500 @3xl:inline">
          {t("schedule.vs")}
        </span>
        <Side
          id={match.player2Id}
          name={match.player2Name}
          label={match.player2Label}
          won={completed && winnerSide(match) === 2}
        />
        <ClaimNote match={match} className="@3xl:col-span-3" />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge tone={match.stage === "group" ? "gray" : "ball"}>{t(stageTagKey(match.stage))}</Badge>
        {isBehind(match.timing) ? <TimingBadge timing={match.timing} /> : null}
        {when ? <span className="text-right text-sm font-semibold text-court-800">{when}</span> : null}
        {score ? (
          // From the winner's side, as tennis reads it: the trophy says who that is. In a
          // narrow list a long score breaks between sets, leaving the names more room.
          <span className="max-w-20 text-right font-mono text-sm font-semibold tabular-nums text-slate-800 @md:max-w-none">
            {score}
          </span>
        ) : null}
        {match.confirmation?.claim ? null : <ConfirmationMark item={match} />}
      </div>
      {share ? <ShareAction compact message={share} label={t("share.match")} /> : null}
    </li>
  );
}

/**
 * The Schedule tab: the matches week by week, each week with its dates (as the clubhouse
 * display dates it), the current one marked and, on a phone, opened on.
 */
export function ScheduleTab({ tournament }: { tournament: ScheduledTournament }) {
  const t = useT();
  const format = useFormat();
  const matches = useDeferredValue(useTournamentMatches(tournament.id));
  // The week the club's clock is in, as the display has it: only for an active tournament.
  const thisWeek = useThisWeek();
  const current =
    thisWeek.data?.tournaments.find((entry) => entry.tournamentId === tournament.id)?.week ?? null;
  const datesOf = (week: number) => tournament.scheduleWeeks?.find((entry) => entry.week === week);
  useOpenOnWeek(matches.isSuccess && matches.data.length > 0 ? current : null);
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
      {weeks.map(({ week, matches: weekMatches }) => {
        const dates = datesOf(week);
        const isCurrent = week === current;
        return (
          // A week out of view is not laid out until it scrolls near (content-visibility), so a
          // long schedule shows sooner on a phone; on paper every week is laid out. The weeks
          // before the current one are laid out too: the tab opens on the current week, and
          // only their real heights say where it is.
          <section
            key={week}
            aria-labelledby={`week-${week}`}
            aria-current={isCurrent ? "date" : undefined}
            className={cx(
              "scroll-mt-20 break-inside-avoid",
              current !== null && week < current
                ? "[content-visibility:visible]"
                : "[contain-intrinsic-block-size:auto_24rem] [content-visibility:auto] print:[content-visibility:visible]",
            )}
          >
            <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 id={`week-${week}`} className="text-lg font-extrabold text-court-900">
                {t("schedule.week", { week })}
                {dates ? (
                  <span className="text-sm font-semibold text-slate-600">
                    {" "}
                    {`${format.date(dates.firstDay)} – ${format.date(dates.lastDay)}`}
                  </span>
                ) : null}
              </h2>
              {isCurrent ? <Badge tone="ball">{t("schedule.thisWeek")}</Badge> : null}
            </div>
            <Card className={cx(isCurrent && "ring-2 ring-ball-400")}>
              <ul className="@container divide-y divide-slate-100">
                {weekMatches.map((match) => (
                  <ScheduleRow key={match.id} match={match} tournament={tournament} />
                ))}
              </ul>
            </Card>
          </section>
        );
      })}
    </div>
  );
}
