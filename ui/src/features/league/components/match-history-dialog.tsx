import History from "lucide-react/icons/rotate-ccw-clock";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import { useLeagueMatchHistory } from "../api/get-league-match-history";
import { LeagueChangeItem } from "./league-change-item";

/** The match a history is asked for: its id, and what names it in the dialog. */
export type HistoryMatch = Pick<LeagueMatch, "id" | "player1Name" | "player2Name" | "date">;

/** The admin's view of one league match's history: every write, oldest first. */
export function MatchHistoryDialog({ match, onClose }: { match: HistoryMatch; onClose: () => void }) {
  const t = useT();
  const history = useLeagueMatchHistory(match.id);
  let body;
  if (history.isPending) body = <Spinner label={t("leagueHistory.loading")} />;
  else if (history.isError) body = <LoadError onRetry={() => void history.refetch()} />;
  else if (history.data.length === 0) body = <EmptyState icon={History} title={t("leagueHistory.empty")} />;
  else
    body = (
      <ol className="grid grid-cols-1 gap-3">
        {history.data.map((change) => (
          <li key={change.id} className="rounded-xl border border-slate-200 p-3">
            <LeagueChangeItem change={change} />
          </li>
        ))}
      </ol>
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("leagueHistory.title")}
        description={t("leagueHistory.description", {
          player1: match.player1Name,
          player2: match.player2Name,
          date: formatDate(match.date),
        })}
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}
