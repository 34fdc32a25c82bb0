import Trash2 from "lucide-react/icons/trash";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api";
import { usePlural, useT } from "@/lib/i18n";
import type { Tournament } from "@/lib/wire";
import { useDeleteTournament } from "../api/delete-tournament";
import { useTournamentDeletion } from "../api/get-tournament-deletion";

/** Props of `DeleteTournamentDialog`. */
export interface DeleteTournamentDialogProps {
  /** The tournament to delete, or null when the dialog is closed. */
  tournament: Tournament | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Delete Tournament: names the tournament and what goes with it before anything is removed.
 * A tournament with results goes only once the admin types its name: the dialog first says
 * what is lost (its champion, its results, the walkover penalties they caused).
 */
export function DeleteTournamentDialog({ tournament, onOpenChange }: DeleteTournamentDialogProps) {
  return (
    <Dialog open={tournament !== null} onOpenChange={onOpenChange}>
      {tournament ? (
        <DeleteTournamentContent
          key={tournament.id}
          tournament={tournament}
          onDeleted={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function DeleteTournamentContent({
  tournament,
  onDeleted,
}: {
  tournament: Tournament;
  onDeleted: () => void;
}) {
  const t = useT();
  const remove = useDeleteTournament(onDeleted);
  // The list may be older than the first result: the server then asks for the name, and the
  // dialog keeps asking for it (a new attempt clears the mutation's error).
  const [serverAsked, setServerAsked] = useState(false);
  if (
    !serverAsked &&
    remove.error instanceof ApiError &&
    remove.error.code === "tournament_delete_needs_name"
  ) {
    setServerAsked(true);
  }
  const played = tournament.hasResults || serverAsked;
  if (!played) {
    return (
      <DialogContent
        title={t("adminTournaments.deleteTitle")}
        description={t("adminTournaments.deleteBody", { name: tournament.name })}
        size="sm"
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t("admin.cancel")}</Button>
          </DialogClose>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate({ tournament })}>
            <Trash2 aria-hidden="true" className="size-4" />
            {remove.isPending ? t("adminTournaments.deleting") : t("adminTournaments.deleteConfirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    );
  }
  return <DeletePlayedTournament tournament={tournament} remove={remove} />;
}

/** The confirmation of a played tournament: what goes, and its name typed back. */
function DeletePlayedTournament({
  tournament,
  remove,
}: {
  tournament: Tournament;
  remove: ReturnType<typeof useDeleteTournament>;
}) {
  const t = useT();
  const fieldId = useId();
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === tournament.name.trim();
  return (
    <DialogContent
      title={t("adminTournaments.deleteTitle")}
      description={t("adminTournaments.deletePlayedBody", { name: tournament.name })}
      size="md"
    >
      <WhatGoes tournament={tournament} />
      <form
        className="mt-4 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !remove.isPending) remove.mutate({ tournament, confirmName: typed.trim() });
        }}
      >
        <Label htmlFor={fieldId}>{t("adminTournaments.deleteTypeName", { name: tournament.name })}</Label>
        <Input
          id={fieldId}
          value={typed}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t("admin.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
            <Trash2 aria-hidden="true" className="size-4" />
            {remove.isPending ? t("adminTournaments.deleting") : t("adminTournaments.deleteConfirm")}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** The list of what a delete takes away, as the server counts it. */
function WhatGoes({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const plural = usePlural();
  const deletion = useTournamentDeletion(tournament.id, true);
  if (deletion.isPending) {
    return <p className="text-sm text-slate-600">{t("adminTournaments.deleteCounting")}</p>;
  }
  if (!deletion.data) {
    return <p className="text-sm text-slate-600">{t("adminTournaments.deleteCountFailed")}</p>;
  }
  const { championName, results, walkovers, penalties } = deletion.data;
  return (
    <ul
      aria-label={t("adminTournaments.deleteLoses")}
      className="list-disc space-y-1 ps-5 text-sm text-slate-800"
    >
      {championName ? <li>{t("adminTournaments.deleteLosesChampion", { name: championName })}</li> : null}
      <li>{plural(results, "adminTournaments.deleteLosesResults")}</li>
      {walkovers > 0 ? <li>{plural(walkovers, "adminTournaments.deleteLosesWalkovers")}</li> : null}
      {penalties.map((penalty) => (
        <li key={penalty.playerId}>
          {t("adminTournaments.deleteLosesPenalty", { name: penalty.name, points: penalty.points })}
        </li>
      ))}
      <li>{t("adminTournaments.deleteLosesPoints")}</li>
    </ul>
  );
}
