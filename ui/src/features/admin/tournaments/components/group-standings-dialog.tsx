import CalendarClock from "lucide-react/icons/calendar-clock";
import Info from "lucide-react/icons/info";
import ListOrdered from "lucide-react/icons/list-ordered";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useT } from "@/lib/i18n";
import type { GroupPlayer, Tournament } from "@/lib/wire";
import { useGroupPlayers } from "@/shared/tournaments/api/get-group-players";
import { useGroups } from "@/shared/tournaments/api/get-groups";
import { GroupCard } from "@/shared/tournaments/components/group-card";
import { RankingDetailsDialog } from "@/shared/tournaments/components/ranking-details-dialog";
import { CRITERION_KEYS, TIEBREAK_HIERARCHY } from "@/shared/tournaments/model/tiebreak";
import { DrawnGroupCard } from "./drawn-group-card";

/** How a group table is ordered (docs/rules.md#group-standings): points, set %, game %, wins, name. */
function TiebreakExplanation() {
  const t = useT();
  return (
    <section
      aria-labelledby="standings-hierarchy"
      className="grid grid-cols-1 gap-2 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200"
    >
      <h3 id="standings-hierarchy" className="flex items-center gap-2 text-base font-extrabold text-sky-950">
        <Info aria-hidden="true" className="size-4" />
        {t("ranking.hierarchy")}
      </h3>
      <p className="text-sm text-sky-950">{t("ranking.explainBody")}</p>
      <ol className="grid gap-1.5 sm:grid-cols-5">
        {TIEBREAK_HIERARCHY.map((criterion, index) => (
          <li
            key={criterion}
            className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-sky-200"
          >
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-court-800 text-xs font-bold text-white">
              {index + 1}
            </span>
            {t(CRITERION_KEYS[criterion].inHierarchy)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Standings({ tournamentId }: { tournamentId: number }) {
  const t = useT();
  const groups = useGroups(tournamentId);
  const lines = useGroupPlayers(tournamentId);
  const [selected, setSelected] = useState<GroupPlayer | null>(null);

  if (groups.isPending || lines.isPending) return <Spinner label={t("adminTournaments.standingsLoading")} />;
  if (groups.isError || lines.isError) {
    return (
      <LoadError
        onRetry={() => {
          void groups.refetch();
          void lines.refetch();
        }}
      />
    );
  }
  const tableOf = (groupId: number) =>
    lines.data.filter((line) => line.groupId === groupId).sort((a, b) => a.position - b.position);
  const selectedGroup = selected
    ? (groups.data.find((group) => group.id === selected.groupId) ?? null)
    : null;

  // Groups are drawn when the tournament is created, their matches only by Generate Matches:
  // until then a table would read "0 of 0 matches played".
  const scheduled = groups.data.some((group) => group.matchesTotal > 0);

  return (
    <div className="grid grid-cols-1 gap-5">
      {groups.data.length === 0 ? (
        <EmptyState icon={ListOrdered} title={t("adminTournaments.standingsEmpty")} />
      ) : !scheduled ? (
        <>
          <EmptyState
            icon={CalendarClock}
            title={t("adminTournaments.standingsNoSchedule")}
            hint={t("adminTournaments.standingsNoScheduleHint")}
          />
          <div className="grid gap-4 md:grid-cols-2">
            {groups.data.map((group) => (
              <DrawnGroupCard key={group.id} group={group} players={tableOf(group.id)} />
            ))}
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t("adminTournaments.standingsHint")}</p>
          <TooltipProvider>
            <div className="grid gap-4 md:grid-cols-2">
              {groups.data.map((group) => (
                <GroupCard key={group.id} group={group} table={tableOf(group.id)} onSelect={setSelected} />
              ))}
            </div>
          </TooltipProvider>
        </>
      )}
      <TiebreakExplanation />
      <RankingDetailsDialog
        line={selected}
        group={selectedGroup}
        table={selected ? tableOf(selected.groupId) : []}
        onOpenChange={(open) => {
          if (!open) setSelected(null);
        }}
      />
    </div>
  );
}

/** Props of `GroupStandingsDialog`. */
export interface GroupStandingsDialogProps {
  /** The hybrid tournament whose groups are shown, or null when the dialog is closed. */
  tournament: Tournament | null;
  onOpenChange: (open: boolean) => void;
}

/** The group standings of a hybrid tournament, with how ties are broken; a player opens their details. */
export function GroupStandingsDialog({ tournament, onOpenChange }: GroupStandingsDialogProps) {
  const t = useT();
  return (
    <Dialog open={tournament !== null} onOpenChange={onOpenChange}>
      {tournament ? (
        <DialogContent title={t("adminTournaments.standingsTitle")} description={tournament.name} size="xl">
          <Standings tournamentId={tournament.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
