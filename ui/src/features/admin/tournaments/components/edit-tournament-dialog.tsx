import Lock from "lucide-react/icons/lock";
import { useId, useState, type FormEvent } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import type { Tournament } from "@/lib/wire";
import { EligibilityWarnings } from "@/shared/fees/components/eligibility-warnings";
import { usePlayers } from "@/shared/players/api/get-players";
import { useTournament } from "@/shared/tournaments/api/get-tournament";
import { useTournamentFormats } from "../api/get-tournament-formats";
import { useUpdateTournament } from "../api/update-tournament";
import {
  EDIT_STATUSES,
  editBody,
  type EditDraft,
  editDraftFrom,
  type EditField,
  editProblems,
} from "../model/edit-form";
import { selectablePlayers } from "../model/player-search";
import { PlayerPicker } from "./player-picker";
import { TeamPicker } from "./team-picker";
import {
  AmountField,
  focusFirstProblem,
  TournamentBasics,
  TournamentFormColumns,
  tournamentFieldIds,
} from "./tournament-fields";

const FIELD_ORDER: EditField[] = ["name", "startDate", "bagPrice", "buyIn", "players"];

function EditForm({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const t = useT();
  const prefix = useId();
  const ids = tournamentFieldIds(prefix);
  const players = usePlayers();
  const formats = useTournamentFormats();
  const [draft, setDraft] = useState<EditDraft>(() => editDraftFrom(tournament));
  const [checked, setChecked] = useState(false);
  const update = useUpdateTournament(onDone);
  const change = (part: Partial<EditDraft>) => setDraft((current) => ({ ...current, ...part }));
  const problems = checked ? editProblems(draft, tournament, formats.data) : {};
  const ranked = selectablePlayers(players.data ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = editProblems(draft, tournament, formats.data);
    setChecked(true);
    if (focusFirstProblem(FIELD_ORDER, found, ids)) return;
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
      <TournamentFormColumns
        picker={
          players.isPending ? (
            <Spinner label={t("adminTournaments.playersLoading")} />
          ) : players.isError ? (
            <LoadError onRetry={() => void players.refetch()} />
          ) : tournament.discipline === "doubles" ? (
            <TeamPicker
              id={ids.players}
              players={ranked}
              pairing={{ teams: draft.selectedTeams, waiting: draft.waiting }}
              onChange={(pairing) => change({ selectedTeams: pairing.teams, waiting: pairing.waiting })}
              count={null}
              problem={problems.players}
              disabled={tournament.hasResults}
              hint={t("adminTournaments.playerCountFollows")}
            />
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
          )
        }
      >
        <TournamentBasics
          ids={ids}
          values={draft}
          statuses={EDIT_STATUSES}
          problems={problems}
          onChange={change}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            id={ids.bagPrice}
            amount="bagPrice"
            value={draft.bagPrice}
            problem={problems.bagPrice}
            onChange={(bagPrice) => change({ bagPrice })}
          />
          <AmountField
            id={ids.buyIn}
            amount="buyIn"
            value={draft.buyIn}
            problem={problems.buyIn}
            onChange={(buyIn) => change({ buyIn })}
          />
        </div>
        {tournament.hasResults ? (
          <p className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("adminTournaments.playersLocked")}
          </p>
        ) : null}
      </TournamentFormColumns>
      {tournament.hasResults ? null : (
        <EligibilityWarnings
          playerIds={
            tournament.discipline === "doubles" ? draft.selectedTeams.flat() : draft.selectedPlayerIds
          }
          startDate={draft.startDate}
        />
      )}
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
 * Edit Tournament (docs/rules.md#formats, docs/rules.md#tournament-lifecycle): name,
 * start date, status, bag price, buy-in and players. It loads the tournament itself,
 * since only its detail lists the players.
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
