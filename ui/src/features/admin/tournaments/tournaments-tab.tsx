import Trophy from "lucide-react/icons/trophy";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { usePlural, useT } from "@/lib/i18n";
import type { Tournament } from "@/lib/wire";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { CreateFinalsButton } from "./components/create-finals-button";
import { CreateTournamentButton } from "./components/create-tournament-dialog";
import { DeleteTournamentDialog } from "./components/delete-tournament-dialog";
import { EditTournamentDialog } from "./components/edit-tournament-dialog";
import { GroupStandingsDialog } from "./components/group-standings-dialog";
import { TournamentRow } from "./components/tournament-row";

/** The tournament the hub's admin View button points at (`?tournament=`), if any. */
function useHighlighted(loaded: boolean): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get("tournament"));
  const highlighted = Number.isInteger(id) && id > 0 ? id : null;
  useEffect(() => {
    if (!loaded || highlighted === null) return;
    document.getElementById(`admin-tournament-${highlighted}`)?.scrollIntoView?.({ block: "center" });
  }, [loaded, highlighted]);
  return highlighted;
}

/** Props of `TournamentsTab`. */
export interface TournamentsTabProps {
  /** The club's date, yyyy-mm-dd; today at the club unless a test sets it. */
  today?: string;
}

/**
 * The admin's Tournaments tab: every tournament, drafts included, with its
 * actions, and 'Create New Tournament' on top (with 'Create Year-End Finals'
 * from October to December).
 */
export function TournamentsTab({ today }: TournamentsTabProps = {}) {
  const t = useT();
  const plural = usePlural();
  const tournaments = useTournaments();
  const highlighted = useHighlighted(tournaments.isSuccess);
  const [editing, setEditing] = useState<Tournament | null>(null);
  const [deleting, setDeleting] = useState<Tournament | null>(null);
  const [standings, setStandings] = useState<Tournament | null>(null);

  let body;
  if (tournaments.isPending) body = <Spinner label={t("tournaments.loading")} />;
  else if (tournaments.isError) body = <LoadError onRetry={() => void tournaments.refetch()} />;
  else if (tournaments.data.length === 0)
    body = (
      <EmptyState icon={Trophy} title={t("adminTournaments.empty")} hint={t("adminTournaments.emptyHint")} />
    );
  else
    body = (
      <div className="grid gap-4 lg:grid-cols-2">
        {tournaments.data.map((tournament) => (
          <TournamentRow
            key={tournament.id}
            tournament={tournament}
            highlighted={tournament.id === highlighted}
            onEdit={setEditing}
            onDelete={setDeleting}
            onStandings={setStandings}
          />
        ))}
      </div>
    );

  return (
    <section aria-labelledby="admin-tournaments-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-tournaments-title" className="text-2xl font-extrabold text-court-900">
            {t("adminTournaments.title")}
          </h2>
          <p className="text-sm text-slate-700">
            {tournaments.isSuccess ? `${plural(tournaments.data.length, "adminTournaments.count")} · ` : null}
            {t("adminTournaments.intro")}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <CreateFinalsButton today={today} />
          <CreateTournamentButton />
        </div>
      </div>
      {body}
      <EditTournamentDialog tournament={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteTournamentDialog tournament={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <GroupStandingsDialog tournament={standings} onOpenChange={(open) => !open && setStandings(null)} />
    </section>
  );
}
