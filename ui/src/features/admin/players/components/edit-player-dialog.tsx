import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";
import { useUpdatePlayer } from "../api/update-player";
import { draftFromPlayer, editBody, hasChanges } from "../model/player-form";
import { PlayerFields } from "./player-fields";
import { PointsFields } from "./points-fields";
import { usePlayerForm } from "./use-player-form";

/** The form for one player; mounted per opening, so it starts from the player as listed. */
function EditPlayerForm({ player, onDone }: { player: Player; onDone: () => void }) {
  const t = useT();
  const form = usePlayerForm(draftFromPlayer(player), true);
  const [photoBusy, setPhotoBusy] = useState(false);
  const update = useUpdatePlayer(onDone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !form.check()) return;
    const body = editBody(player, form.draft);
    // Nothing changed: there is nothing to save and no toast to show.
    if (!hasChanges(body)) return onDone();
    update.mutate({ id: player.id, body }, { onError: form.showServerErrors });
  };

  return (
    <form noValidate onSubmit={submit}>
      <PlayerFields
        idPrefix={form.idPrefix}
        draft={form.draft}
        errors={form.errors}
        onChange={form.update}
        onPhotoBusy={setPhotoBusy}
      >
        <PointsFields
          idPrefix={form.idPrefix}
          currentPoints={player.totalPoints}
          draft={form.draft}
          errors={form.errors}
          onChange={form.update}
        />
      </PlayerFields>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("admin.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending || photoBusy}>
          <Save aria-hidden="true" className="size-5" />
          {update.isPending ? t("admin.saving") : t("admin.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The Edit Player dialog: details, photo (keep, replace, remove) and total points. */
export function EditPlayerDialog({ player, onClose }: { player: Player | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={player !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {player ? (
        <DialogContent title={t("adminPlayers.editTitle")} description={player.name} size="md">
          <EditPlayerForm key={player.id} player={player} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
