import CalendarDays from "lucide-react/icons/calendar-days";
import Eye from "lucide-react/icons/eye";
import Layers from "lucide-react/icons/layers";
import ListOrdered from "lucide-react/icons/list-ordered";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import { useId } from "react";
import { Link } from "react-router";
import { Fact } from "@/components/fact";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/class-names";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import type { Tournament } from "@/lib/wire";
import { TournamentBadge } from "@/shared/tournaments/components/tournament-badge";
import { formatLabel } from "@/shared/tournaments/model/status";
import { GenerateMatchesButton } from "./generate-matches-button";

/** View, Edit and Delete share a phone's width in thirds: the icon above the word there. */
const ROW_ACTION = "max-[399px]:flex-col max-[399px]:gap-0.5 max-[399px]:px-2";

/** Props of `TournamentRow`. */
export interface TournamentRowProps {
  tournament: Tournament;
  /** Set when the admin came here from this tournament's hub card. */
  highlighted: boolean;
  onEdit: (tournament: Tournament) => void;
  onDelete: (tournament: Tournament) => void;
  onStandings: (tournament: Tournament) => void;
}

/**
 * One tournament in the admin's list: name, badge, facts, its champion (or its final awaiting
 * confirmation), and the buttons View, Edit, Delete, Generate Matches and, for a hybrid,
 * Standings. Each button's name says which tournament it acts on.
 */
export function TournamentRow({
  tournament,
  highlighted,
  onEdit,
  onDelete,
  onStandings,
}: TournamentRowProps) {
  const t = useT();
  const titleId = useId();
  const hybrid = tournament.tournamentType === "hybrid";
  const label = (action: string) => t("adminTournaments.actionLabel", { action, name: tournament.name });
  return (
    <Card
      id={`admin-tournament-${tournament.id}`}
      role="article"
      aria-labelledby={titleId}
      aria-current={highlighted ? "true" : undefined}
      className={cx("flex flex-col gap-4 p-4 sm:p-5", highlighted && "ring-4 ring-ball-400")}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 text-lg font-extrabold leading-tight break-words text-slate-900">
          {tournament.name}
        </h3>
        <TournamentBadge status={tournament.status} startDate={tournament.startDate} />
      </div>
      <dl className="grid gap-2 sm:grid-cols-2 sm:gap-x-6">
        <Fact
          truncate
          icon={<CalendarDays aria-hidden="true" className="size-4 shrink-0" />}
          label={t("card.startDate")}
          value={formatDate(tournament.startDate)}
        />
        <Fact
          truncate
          icon={<Users aria-hidden="true" className="size-4 shrink-0" />}
          label={t("card.players")}
          value={t("detail.playersValue", {
            registered: tournament.registeredCount,
            planned: tournament.playerCount,
          })}
        />
        <Fact
          truncate
          icon={<Layers aria-hidden="true" className="size-4 shrink-0" />}
          label={t("card.format")}
          value={formatLabel(tournament.tournamentType, t)}
        />
        <Fact
          truncate
          icon={<Trophy aria-hidden="true" className="size-4 shrink-0" />}
          label={t("detail.progress")}
          value={
            tournament.hasResults
              ? t("adminTournaments.resultsRecorded")
              : tournament.matchesGenerated
                ? t("adminTournaments.scheduleReady")
                : t("adminTournaments.scheduleMissing")
          }
        />
      </dl>
      {tournament.championName ? (
        <p className="text-sm font-semibold text-court-800">
          {t("detail.champion", { name: tournament.championName })}
        </p>
      ) : tournament.finalWaiting ? (
        <p className="break-words text-sm font-semibold text-court-800">
          {t(
            tournament.finalWaiting.state === "awaiting"
              ? "tournaments.finalWaiting.awaiting"
              : "tournaments.finalWaiting.disputed",
            { name: tournament.finalWaiting.winnerName },
          )}
        </p>
      ) : null}
      <div className="mt-auto grid gap-2">
        <div className={cx("grid items-start gap-2", hybrid && "sm:grid-cols-2")}>
          <GenerateMatchesButton tournament={tournament} />
          {hybrid ? (
            <Button
              variant="secondary"
              aria-label={label(t("adminTournaments.standings"))}
              onClick={() => onStandings(tournament)}
            >
              <ListOrdered aria-hidden="true" className="size-4 shrink-0" />
              {t("adminTournaments.standings")}
            </Button>
          ) : null}
        </div>
        {/* On a phone each icon goes above its word: "Eliminar" beside its icon is wider than a third. */}
        <div className="grid grid-cols-3 gap-2">
          <Link
            to={`/tournament/${tournament.id}`}
            className={cx(buttonClasses("secondary", "md"), ROW_ACTION)}
            aria-label={label(t("admin.view"))}
          >
            <Eye aria-hidden="true" className="size-4 shrink-0" />
            {t("admin.view")}
          </Link>
          <Button
            variant="secondary"
            className={ROW_ACTION}
            aria-label={label(t("admin.edit"))}
            onClick={() => onEdit(tournament)}
          >
            <Pencil aria-hidden="true" className="size-4 shrink-0" />
            {t("admin.edit")}
          </Button>
          <Button
            variant="secondary"
            className={cx(ROW_ACTION, "text-clay-700 hover:bg-clay-50")}
            aria-label={label(t("admin.delete"))}
            onClick={() => onDelete(tournament)}
          >
            <Trash2 aria-hidden="true" className="size-4 shrink-0" />
            {t("admin.delete")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
