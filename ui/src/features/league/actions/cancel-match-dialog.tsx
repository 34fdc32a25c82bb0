import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import { useCancelLeagueMatch } from "../api/cancel-league-match";

/** The confirmation before a pending league match is cancelled (deleted). */
export function CancelMatchDialog({ match, onClose }: { match: LeagueMatch; onClose: () => void }) {
  const t = useT();
  const cancel = useCancelLeagueMatch(onClose);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("leagueActions.cancelTitle")}
        description={t("leagueActions.cancelDescription", {
          player1: match.player1Name,
          player2: match.player2Name,
          date: formatDate(match.date),
        })}
        size="sm"
      >
        <DialogFooter className="mt-2">
          <DialogClose asChild>
            <Button variant="secondary">{t("leagueActions.keepMatch")}</Button>
          </DialogClose>
          <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(match.id)}>
            {cancel.isPending ? t("leagueActions.cancelling") : t("leagueActions.confirmCancel")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
