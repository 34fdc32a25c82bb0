import { Lock } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { usePlayers } from "@/features/players/api/get-players";
import { useTournament } from "@/features/tournaments/api/get-tournament";
import type { Tournament } from "@/features/tournaments/api/types";
import { useT } from "@/lib/i18n";
import { useUpdateTournament } from "../api/update-tournament";
import {
  editBody,
  type EditDraft,
  editDraftFrom,
  type EditField,
  editProblems,
  editStatuses,
} from "../model/edit-form";
import { selectablePlayers } from "../model/player-search";
import { statusOptions } from "../model/status-options";
import { FormField, selectControl } from "./form-field";
import { PlayerPicker } from "./player-picker";

const FIELD_ORDER: EditField[] = ["name", "startDate", "bagPrice", "buyIn", "players"];

function EditForm({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const t = useT();
  const prefix = useId();
  const ids: Record<EditField | "status", string> = {
    name: `${prefix}-name`,
    startDate: `${prefix}-start`,
    status: `${prefix}-status`,
    bagPrice: `${prefix}-bag`,
    buyIn: `${prefix}-buyin`,
    players: `${prefix}-players`,
  };
  const players = usePlayers();
  const [draft, setDraft] = useState<EditDraft>(() => editDraftFrom(tournament));
  const [checked, setChecked] = useState(false);
  const update = useUpdateTournament(onDone);
  const change = (part: Partial<EditDraft>) => setDraft((current) => ({ ...current, ...part }));
  const problems = checked ? editProblems(draft, tournament) : {};
  const ranked = selectablePlayers(players.data ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = editProblems(draft, tournament);
    setChecked(true);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    const body = editBody(draft, tournament);
    // Nothing changed: nothing to send, the dialog simply closes.
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    update.mutate({ id: tournament.id, body });
  };

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-4">
          <FormField id={ids.name} label={t("adminTournaments.name")} problem={problems.name}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={120}
                value={draft.name}
                onChange={(event) => change({ name: event.target.value })}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={ids.startDate}
              label={t("adminTournaments.startDate")}
              problem={problems.startDate}
            >
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={draft.startDate}
                  onChange={(event) => change({ startDate: event.target.value })}
                />
              )}
            </FormField>
            <FormField id={ids.status} label={t("adminTournaments.status")}>
              {(control) => (
                <Select
                  {...selectControl(control)}
                  value={draft.status}
                  onValueChange={(status) => change({ status })}
                  options={statusOptions(editStatuses(tournament.status), t)}
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={ids.bagPrice}
              label={t("adminTournaments.bagPrice")}
              hint={t("adminTournaments.bagPriceHint")}
              problem={problems.bagPrice}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder="0"
                  value={draft.bagPrice}
                  onChange={(event) => change({ bagPrice: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              id={ids.buyIn}
              label={t("adminTournaments.buyIn")}
              hint={t("adminTournaments.buyInHint")}
              problem={problems.buyIn}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder="0"
                  value={draft.buyIn}
                  onChange={(event) => change({ buyIn: event.target.value })}
                />
              )}
            </FormField>
          </div>
          {tournament.hasResults ? (
            <p className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("adminTournaments.playersLocked")}
            </p>
          ) : null}
        </div>
        {players.isPending ? (
          <Spinner label={t("adminTournaments.playersLoading")} />
        ) : players.isError ? (
          <LoadError onRetry={() => void players.refetch()} />
        ) : (
          <PlayerPicker
            id={ids.players}
            players={ranked}
            selected={draft.selectedPlayerIds}
            onChange={(selectedPlayerIds) => change({ selectedPlayerIds })}
            count={null}
            problem={problems.players}
            disabled={tournament.hasResults}
            hint={t("adminTournaments.playerCountFollows")}
          />
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("admin.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("admin.saving") : t("adminTournaments.saveChanges")}
        </Button>
      </DialogFooter>
    </form>
  );
}

function EditBody({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useT();
  const tournament = useTournament(id);
  if (tournament.isPending) return <Spinner label={t("adminTournaments.loadingTournament")} />;
  if (tournament.isError) return <LoadError onRetry={() => void tournament.refetch()} />;
  return <EditForm tournament={tournament.data} onDone={onDone} />;
}

/** Props of `EditTournamentDialog`. */
export interface EditTournamentDialogProps {
  /** The tournament being edited, or null when the dialog is closed. */
  tournament: Tournament | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Edit Tournament (spec §2, §5): name, start date, status, bag price, buy-in
 * and players. It loads the tournament itself, since only its detail lists the players.
 */
export function EditTournamentDialog({ tournament, onOpenChange }: EditTournamentDialogProps) {
  const t = useT();
  return (
    <Dialog open={tournament !== null} onOpenChange={onOpenChange}>
      {tournament ? (
        <DialogContent title={t("adminTournaments.editTitle")} description={tournament.name} size="xl">
          <EditBody id={tournament.id} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
