import CalendarDays from "lucide-react/icons/calendar-days";
import ChevronRight from "lucide-react/icons/chevron-right";
import Crown from "lucide-react/icons/crown";
import Eye from "lucide-react/icons/eye";
import Hourglass from "lucide-react/icons/hourglass";
import Layers from "lucide-react/icons/layers";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { Fact } from "@/components/fact";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/dates";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { FinalWaiting, Tournament } from "@/lib/wire";
import { TournamentBadge } from "@/shared/tournaments/components/tournament-badge";
import { formatLabel, statusSentence } from "@/shared/tournaments/model/status";

/**
 * A final played but not confirmed yet, in place of the champion. (The tournament page has a
 * line of its own like it: a module both pages imported would go into every visitor's first
 * download, see vite.config.ts.)
 */
function FinalWaitingLine({ waiting }: { waiting: FinalWaiting }) {
  const t = useT();
  const awaiting = waiting.state === "awaiting";
  const Icon = awaiting ? Hourglass : TriangleAlert;
  return (
    <p className="flex items-start gap-2 text-sm font-semibold text-slate-900">
      <Icon
        aria-hidden="true"
        className={cx("mt-0.5 size-4 shrink-0", awaiting ? "text-amber-700" : "text-clay-700")}
      />
      <span className="min-w-0 break-words">
        {t(awaiting ? "tournaments.finalWaiting.awaiting" : "tournaments.finalWaiting.disputed", {
          name: waiting.winnerName,
        })}
      </span>
    </p>
  );
}

/**
 * One tournament in the hub: name, badge, facts (a finished one's champion among them),
 * status sentence and 'View Details'; for the admin also 'View', which opens the tournament
 * in the admin console. Its name is a heading of `headingLevel` (4 under a season's heading).
 * A final played but not confirmed yet is said in a line of its own, in place of a champion.
 */
export function TournamentCard({
  tournament,
  isAdmin,
  headingLevel = 3,
}: {
  tournament: Tournament;
  isAdmin: boolean;
  headingLevel?: 3 | 4;
}) {
  const t = useT();
  const live = tournament.status === "active";
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const champion = tournament.status === "completed" ? tournament.championName : null;
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className={live ? "h-1.5 bg-ball-400" : "h-1.5 bg-court-200"} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading className="text-xl font-extrabold leading-tight text-slate-900">{tournament.name}</Heading>
          <TournamentBadge status={tournament.status} startDate={tournament.startDate} />
        </div>
        {tournament.finalWaiting ? <FinalWaitingLine waiting={tournament.finalWaiting} /> : null}
        <dl className="grid grid-cols-1 gap-2">
          {champion ? (
            <Fact
              icon={<Crown aria-hidden="true" className="size-4 text-gold" />}
              label={t("card.champion")}
              value={champion}
            />
          ) : null}
          <Fact
            icon={<CalendarDays aria-hidden="true" className="size-4" />}
            label={t("card.startDate")}
            value={formatDate(tournament.startDate)}
          />
          <Fact
            icon={<Users aria-hidden="true" className="size-4" />}
            label={t("card.players")}
            value={String(tournament.playerCount)}
          />
          <Fact
            icon={<Layers aria-hidden="true" className="size-4" />}
            label={t("card.format")}
            value={formatLabel(tournament.tournamentType, t)}
          />
        </dl>
        <p className="flex items-center gap-2 text-sm font-medium text-court-800">
          {live ? (
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-court-500" />
          ) : null}
          {statusSentence(tournament.status, t)}
        </p>
        <div className="mt-auto flex gap-2">
          <Link
            to={`/tournament/${tournament.id}`}
            className={`${buttonClasses("primary", "md")} flex-1`}
            aria-label={`${t("card.viewDetails")}: ${tournament.name}`}
          >
            {t("card.viewDetails")}
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
          {isAdmin ? (
            <Link
              to={`/admin?tab=tournaments&tournament=${tournament.id}`}
              className={buttonClasses("secondary", "md")}
              aria-label={t("adminTournaments.viewInAdmin", { name: tournament.name })}
            >
              <Eye aria-hidden="true" className="size-5" />
              {t("admin.view")}
            </Link>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
