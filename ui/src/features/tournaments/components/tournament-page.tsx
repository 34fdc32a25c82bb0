import ArrowLeft from "lucide-react/icons/arrow-left";
import BookOpen from "lucide-react/icons/book-open";
import CalendarDays from "lucide-react/icons/calendar-days";
import CircleDollarSign from "lucide-react/icons/circle-dollar-sign";
import Clock from "lucide-react/icons/clock";
import Gift from "lucide-react/icons/gift";
import Home from "lucide-react/icons/house";
import Hourglass from "lucide-react/icons/hourglass";
import TrendingUp from "lucide-react/icons/trending-up";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import { lazy, Suspense, useDeferredValue, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { buttonClasses } from "@/components/ui/button";
import { DialogButton, onDemand } from "@/components/ui/dialog-on-demand";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api";
import { cx } from "@/lib/class-names";
import { useFormat, usePlural, useT } from "@/lib/i18n";
import type { FinalWaiting, Tournament } from "@/lib/wire";
import { useTournament } from "@/shared/tournaments/api/get-tournament";
import { TournamentBadge } from "@/shared/tournaments/components/tournament-badge";
import { PlayersTab } from "./players-tab";
import { ScheduleTab } from "./schedule-tab";
import { AddToCalendar } from "@/shared/calendar/add-to-calendar";
import { ShareAction } from "@/shared/share/share-action";
import { tournamentMessage } from "@/shared/share/share-text";

function Fact({
  icon,
  label,
  value,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  className?: string;
}) {
  // A description list may only hold dt and dd (here in one div per fact), so the icon
  // sits in the term, placed beside both.
  return (
    <div
      className={`${className ?? ""} relative flex min-h-14 min-w-0 flex-col justify-center rounded-2xl bg-white/90 py-2.5 pl-12 pr-2.5 min-[400px]:pl-14 ring-1 ring-court-100 sm:min-h-16 sm:py-3 sm:pl-16 sm:pr-3`}
    >
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <span className="absolute left-2 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-xl bg-court-100 text-court-800 min-[400px]:left-2.5 min-[400px]:size-9 sm:left-3 sm:size-10">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate text-sm font-bold tabular-nums text-slate-900 min-[400px]:text-base">
        {value}
      </dd>
    </div>
  );
}

// The bracket (and its tooltips) is its own chunk: the page opens on the schedule, and
// its first screen should not wait for the bracket's code.
const rulesDialog = onDemand(() => import("./rules-dialog").then((m) => m.RulesDialog));
const progressDialog = onDemand(() => import("./progress-dialog").then((m) => m.ProgressDialog));
const BracketView = lazy(() => import("./bracket/bracket-view").then((m) => ({ default: m.BracketView })));

function TournamentNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-14 text-center">
      <Trophy aria-hidden="true" className="size-14 text-court-300" />
      <h1 className="mt-3 text-3xl font-extrabold text-court-900">{t("detail.notFound")}</h1>
      <p className="mt-2 text-lg text-slate-700">{t("detail.notFoundBody")}</p>
      <Link to="/" className={`${buttonClasses("primary", "lg")} mt-6`}>
        <Home aria-hidden="true" className="size-5" />
        {t("detail.backHome")}
      </Link>
    </section>
  );
}

/**
 * A final played but not confirmed yet, in place of the champion: who won it, awaiting the
 * opponent's confirmation or disputed. (The hub's card has a line of its own like it: a module
 * both pages imported would go into every visitor's first download, see vite.config.ts.)
 */
function FinalWaitingLine({ waiting }: { waiting: FinalWaiting }) {
  const t = useT();
  const awaiting = waiting.state === "awaiting";
  const Icon = awaiting ? Hourglass : TriangleAlert;
  return (
    <p className="mt-1 flex items-start gap-2 text-base font-semibold text-court-800">
      <Icon
        aria-hidden="true"
        className={cx("mt-0.5 size-5 shrink-0", awaiting ? "text-amber-700" : "text-clay-700")}
      />
      <span className="min-w-0 break-words">
        {t(awaiting ? "tournaments.finalWaiting.awaiting" : "tournaments.finalWaiting.disputed", {
          name: waiting.winnerName,
        })}
      </span>
    </p>
  );
}

function TournamentHeader({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const format = useFormat();
  const plural = usePlural();
  return (
    <header className="rounded-3xl bg-court-50 p-4 ring-1 ring-court-100 sm:p-6 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <TournamentBadge status={tournament.status} startDate={tournament.startDate} />
        <span className="text-sm font-semibold text-court-800">
          {/* The spec's label for a hybrid; a single elimination says what it is (docs/rules.md#formats). */}
          {t(
            tournament.tournamentType === "single_elimination"
              ? "detail.kindSingleElimination"
              : "detail.kind",
          )}
        </span>
      </div>
      <h1 className="mt-2 text-3xl font-black tracking-tight text-court-950 sm:text-4xl">
        {tournament.name}
      </h1>
      {tournament.championName ? (
        <p className="mt-1 flex items-center gap-2 text-base font-semibold text-court-800">
          <Trophy aria-hidden="true" className="size-5 text-gold" />
          {t("detail.champion", { name: tournament.championName })}
        </p>
      ) : tournament.finalWaiting ? (
        <FinalWaitingLine waiting={tournament.finalWaiting} />
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-5">
        <Fact
          icon={<CalendarDays className="size-5" aria-hidden="true" />}
          label={t("detail.startDate")}
          value={format.date(tournament.startDate)}
        />
        <Fact
          icon={<Users className="size-5" aria-hidden="true" />}
          label={t("detail.players")}
          value={t("detail.playersValue", {
            registered: tournament.registeredCount,
            planned: tournament.playerCount,
          })}
        />
        <Fact
          icon={<Clock className="size-5" aria-hidden="true" />}
          label={t("detail.duration")}
          value={plural(tournament.weeks, "detail.weeks")}
        />
        <Fact
          icon={<CircleDollarSign className="size-5" aria-hidden="true" />}
          label={t("detail.buyIn")}
          value={format.amountOr(tournament.buyIn, t("money.free"))}
        />
        <Fact
          className="col-span-2 lg:col-span-1"
          icon={<Gift className="size-5" aria-hidden="true" />}
          label={t("detail.bagPrice")}
          value={format.amountOr(tournament.bagPrice, t("money.noPrize"))}
        />
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <DialogButton dialog={rulesDialog} props={{}} className={buttonClasses("primary", "md")}>
          <BookOpen aria-hidden="true" className="size-5" />
          {t("detail.viewRules")}
        </DialogButton>
        <DialogButton
          dialog={progressDialog}
          props={{ tournamentId: tournament.id }}
          className={buttonClasses("secondary", "md")}
        >
          <TrendingUp aria-hidden="true" className="size-5" />
          {t("detail.progress")}
        </DialogButton>
        <AddToCalendar path={`/api/tournaments/${tournament.id}/calendar.ics`} what={tournament.name} />
        <ShareAction message={tournamentMessage(tournament, t)} label={t("share.share")} />
        <Link to="/" className={`${buttonClasses("ghost", "md")} col-span-2`}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("detail.backToTournaments")}
        </Link>
      </div>
    </header>
  );
}

/** The tournament detail: header with facts and buttons, then Schedule, Bracket and Players. */
export function TournamentPage() {
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <TournamentNotFound />;
  return <TournamentDetail key={id} id={id} />;
}

function TournamentDetail({ id }: { id: number }) {
  const t = useT();
  const tournament = useDeferredValue(useTournament(id));

  if (tournament.isPending) return <Spinner label={t("detail.loading")} />;
  if (tournament.isError) {
    if (tournament.error instanceof ApiError && tournament.error.status === 404)
      return <TournamentNotFound />;
    return <LoadError onRetry={() => void tournament.refetch()} />;
  }

  return (
    <div className="grid grid-cols-1 gap-5">
      <PageTitle page={tournament.data.name} />
      <TournamentHeader tournament={tournament.data} />
      <Tabs defaultValue="schedule">
        <TabsList className="print:hidden">
          <TabsTrigger value="schedule">{t("detail.tabSchedule")}</TabsTrigger>
          <TabsTrigger value="bracket">{t("detail.tabBracket")}</TabsTrigger>
          <TabsTrigger value="players">{t("detail.tabPlayers")}</TabsTrigger>
        </TabsList>
        <TabsContent value="schedule">
          <ScheduleTab tournament={tournament.data} />
        </TabsContent>
        <TabsContent value="bracket">
          <Suspense fallback={<Spinner />}>
            <BracketView tournamentId={id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="players">
          <PlayersTab tournamentId={id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
