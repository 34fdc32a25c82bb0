import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import { useCancelLeagueMatch, useDeleteLeagueMatch } from "@/shared/league/api/cancel-league-match";

/**
 * The confirmation before a league match is removed: a pending one is cancelled, a
 * completed one (the admin's alone) deleted, its sets leaving the ranking.
 */
export function CancelMatchDialog({ match, onClose }: { match: LeagueMatch; onClose: () => void }) {
  const t = useT();
  const cancel = useCancelLeagueMatch(onClose);
  const remove = useDeleteLeagueMatch(onClose);
  const played = match.status === "completed";
  const action = played ? remove : cancel;
  const names = { player1: match.player1Name, player2: match.player2Name, date: formatDate(match.date) };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={played ? t("leagueActions.deleteTitle") : t("leagueActions.cancelTitle")}
        description={
          played
            ? t("leagueActions.deleteDescription", { ...names, score: match.scoreForWinner ?? "" })
            : t("leagueActions.cancelDescription", names)
        }
        size="sm"
      >
        <DialogFooter className="mt-2">
          <DialogClose asChild>
            <Button variant="secondary">{t("leagueActions.keepMatch")}</Button>
          </DialogClose>
          <Button variant="danger" disabled={action.isPending} onClick={() => action.mutate(match.id)}>
            {played
              ? action.isPending
                ? t("leagueActions.deleting")
                : t("leagueActions.confirmDelete")
              : action.isPending
                ? t("leagueActions.cancelling")
                : t("leagueActions.confirmCancel")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
