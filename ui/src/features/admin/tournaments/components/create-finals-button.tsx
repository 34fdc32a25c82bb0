import Medal from "lucide-react/icons/medal";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { clubToday } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import { useSeasonRanking } from "../api/get-season-ranking";
import { clubYear, finalsDraft, isFinalsWindow, rankingSeason } from "../model/finals";
import { CreateTournamentForm } from "./create-tournament-dialog";

/** The Create Tournament form for the finals, once the season's ranking of this moment is loaded. */
function CreateFinalsForm({ openedOn, onDone }: { openedOn: string; onDone: () => void }) {
  const t = useT();
  const ranking = useSeasonRanking();
  if (ranking.isPending) return <Spinner label={t("adminTournaments.finalsLoading")} />;
  if (ranking.isError) return <LoadError onRetry={() => void ranking.refetch()} />;
  const year = clubYear(openedOn);
  return (
    <CreateTournamentForm
      onDone={onDone}
      initial={finalsDraft(t("adminTournaments.finalsName", { year }), year, ranking.data)}
      finals={{ ranking: ranking.data, season: rankingSeason(ranking.data, year), date: openedOn }}
    />
  );
}

/** Props of `CreateFinalsButton`. */
export interface CreateFinalsButtonProps {
  /** The club's date, yyyy-mm-dd; today at the club unless a test sets it. */
  today?: string;
}

/**
 * 'Create Year-End Finals', from 1 October to 31 December (club time): the Create Tournament
 * dialog prefilled with the season's finals, whose players are the top 8 of the ranking
 * at the moment it opens.
 */
export function CreateFinalsButton({ today }: CreateFinalsButtonProps) {
  const t = useT();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // An open dialog stays open even if the year turns meanwhile.
  if (openedOn === null && !isFinalsWindow(today ?? clubToday())) return null;
  return (
    <Dialog open={openedOn !== null} onOpenChange={(open) => (open ? undefined : setOpenedOn(null))}>
      <Button
        variant="secondary"
        onClick={() => setOpenedOn(today ?? clubToday())}
        className="w-full sm:w-auto"
      >
        <Medal aria-hidden="true" className="size-5" />
        {t("adminTournaments.createFinals")}
      </Button>
      {openedOn ? (
        <DialogContent title={t("adminTournaments.createFinals")} size="xl">
          <CreateFinalsForm openedOn={openedOn} onDone={() => setOpenedOn(null)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
