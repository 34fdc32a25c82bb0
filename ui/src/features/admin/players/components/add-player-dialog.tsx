import UserPlus from "lucide-react/icons/user-plus";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n";
import { useCreatePlayer } from "../api/create-player";
import { createBody, EMPTY_DRAFT } from "../model/player-form";
import { PlayerFields } from "./player-fields";
import { SameNameWarning } from "./same-name-warning";
import { usePlayerForm, useSameNameWarning } from "./use-player-form";

/** The form inside the dialog; mounted only while open, so every opening starts empty. */
function AddPlayerForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const form = usePlayerForm(EMPTY_DRAFT, false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const create = useCreatePlayer(onDone);
  const sameName = useSameNameWarning(form);

  const send = (allowDuplicateName: boolean) => {
    if (create.isPending || !form.check()) return;
    const body = createBody(form.draft);
    create.mutate(allowDuplicateName ? { ...body, allowDuplicateName } : body, {
      onError: sameName.onError,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <form noValidate onSubmit={submit}>
      <PlayerFields
        idPrefix={form.idPrefix}
        draft={form.draft}
        errors={form.errors}
        onChange={form.update}
        onPhotoBusy={setPhotoBusy}
        focusName
      />
      {sameName.players ? (
        <SameNameWarning
          players={sameName.players}
          action={t("adminPlayers.addAnyway")}
          busy={create.isPending || photoBusy}
          onConfirm={() => send(true)}
        />
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("admin.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending || photoBusy}>
          <UserPlus aria-hidden="true" className="size-5" />
          {create.isPending ? t("adminPlayers.adding") : t("adminPlayers.add")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The Add Player dialog: the new player is approved at once (docs/rules.md#permissions). */
export function AddPlayerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("adminPlayers.addTitle")}
        description={t("adminPlayers.addDescription")}
        size="md"
      >
        <AddPlayerForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
