import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n";
import type { Tournament } from "@/lib/wire";
import { useDeleteTournament } from "../api/delete-tournament";

/** Props of `DeleteTournamentDialog`. */
export interface DeleteTournamentDialogProps {
  /** The tournament to delete, or null when the dialog is closed. */
  tournament: Tournament | null;
  onOpenChange: (open: boolean) => void;
}

/** Delete Tournament: names the tournament and what goes with it before anything is removed. */
export function DeleteTournamentDialog({ tournament, onOpenChange }: DeleteTournamentDialogProps) {
  const t = useT();
  const remove = useDeleteTournament(() => onOpenChange(false));
  return (
    <Dialog open={tournament !== null} onOpenChange={onOpenChange}>
      {tournament ? (
        <DialogContent
          title={t("adminTournaments.deleteTitle")}
          description={t("adminTournaments.deleteBody", { name: tournament.name })}
          size="sm"
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t("admin.cancel")}</Button>
            </DialogClose>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(tournament)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {remove.isPending ? t("adminTournaments.deleting") : t("adminTournaments.deleteConfirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
