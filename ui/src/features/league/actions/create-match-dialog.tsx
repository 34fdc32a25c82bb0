import CalendarPlus from "lucide-react/icons/calendar-plus";
import { useMemo, useState, type FormEvent } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { clubToday } from "@/lib/dates";
import { useFormat, useT, type MessageKey } from "@/lib/i18n";
import type { LeagueOptions, Player } from "@/lib/wire";
import { usePlayers } from "@/shared/players/api/get-players";
import { useCreateLeagueMatch } from "../api/create-league-match";
import { useLeagueOptions } from "@/shared/league/api/get-league-options";
import { RefusalNotice } from "@/shared/timing/components/booking-refusal-notice";
import { bookingRefusal, bookingRefusalText, type FreeSlot } from "@/shared/timing/model/booking-refusal";
import { checkNewMatch, type NewMatchForm, type NewMatchProblem } from "../model/new-match";
import { pendingPair, pendingPairText } from "../model/pending-pair";
import { approvedByName } from "../model/players";
import { toTimeSlots } from "../model/time-slots";
import { NativeSelect } from "@/components/ui/native-select";
import { OpponentSelect, PlayerOptions } from "./opponent-select";

const problemTexts: Record<NewMatchProblem, MessageKey> = {
  bothPlayers: "leagueActions.bothPlayers",
  differentPlayers: "leagueActions.differentPlayers",
  date: "leagueActions.dateRequired",
  noSuchDate: "dateField.noSuchDate",
};

/** Props of `CreateMatchDialog`. */
export interface CreateMatchDialogProps {
  /** The admin may schedule outside the challenge range; the hint under Player 2 says so. */
  isAdmin: boolean;
  /**
   * A signed-in member challenging without the league password: they are player 1, fixed, and
   * pick an opponent within their range (docs/rules.md#league).
   */
  challenger?: { playerId: number; name: string };
  onClose: () => void;
}

/** A field's label with the word "optional" beside it, outside the label so the field's name stays short. */
function OptionalLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  const t = useT();
  return (
    <div className="flex items-baseline justify-between gap-2">
      <Label htmlFor={htmlFor}>{children}</Label>
      <span className="text-xs font-medium text-slate-600">{t("leagueActions.optional")}</span>
    </div>
  );
}

/** The form once the players and the league's times and courts are loaded. */
function CreateMatchForm({
  players,
  options,
  isAdmin,
  challenger,
  onClose,
}: CreateMatchDialogProps & { players: Player[]; options: LeagueOptions }) {
  const t = useT();
  const format = useFormat();
  const timeSlots = useMemo(() => toTimeSlots(options.timeSlots, format.time), [options.timeSlots, format]);
  const [form, setForm] = useState<NewMatchForm>(() => ({
    player1Id: challenger ? String(challenger.playerId) : "",
    player2Id: "",
    date: clubToday(),
    time: "",
    cancha: "",
  }));
  const [problem, setProblem] = useState<NewMatchProblem | null>(null);
  const create = useCreateLeagueMatch(onClose);
  const playerProblem = problem === "bothPlayers" || problem === "differentPlayers";
  const dateProblem = problem === "date" || problem === "noSuchDate";

  const refusal = bookingRefusal(create.error);
  const pair = pendingPair(create.error);
  // Said in the form (the mutation gives them no toast): who holds the slot, with the next
  // free one to take, or the pair's pending match.
  const named = refusal
    ? bookingRefusalText(refusal, t, format)
    : pair
      ? pendingPairText(pair, t, format)
      : "";
  // Empty while the error texts are not in (their download failed): the form's own sentence.
  const refusalText = refusal || pair ? named || t("leagueActions.createFailed") : "";

  function change(patch: Partial<NewMatchForm>) {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
    create.reset();
  }

  function send(typed: NewMatchForm) {
    if (create.isPending) return;
    const checked = checkNewMatch(typed);
    if (!checked.ok) setProblem(checked.problem);
    else create.mutate(checked.body);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(form);
  }

  /** The same challenge at the next free slot the server offered, sent at once. */
  function take(slot: FreeSlot) {
    const taken = {
      ...form,
      date: slot.date,
      time: slot.time,
      cancha: slot.cancha ? String(slot.cancha) : "",
    };
    setForm(taken);
    setProblem(null);
    send(taken);
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {challenger ? (
          <div className="grid grid-cols-1 content-start gap-1.5">
            <Label htmlFor="league-player1">{t("leagueActions.player1")}</Label>
            <output
              id="league-player1"
              className="flex min-h-11 items-center rounded-xl bg-slate-100 px-3 text-base font-semibold text-slate-900"
            >
              {t("leagueMembers.you", { name: challenger.name })}
            </output>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="league-player1">{t("leagueActions.player1")}</Label>
            <NativeSelect
              id="league-player1"
              value={form.player1Id}
              aria-invalid={playerProblem && form.player1Id === ""}
              aria-describedby={playerProblem ? "league-players-error" : undefined}
              onChange={(event) => {
                const player1Id = event.target.value;
                // Player 2 may never be player 1; any other choice survives the change.
                change({ player1Id, player2Id: form.player2Id === player1Id ? "" : form.player2Id });
              }}
            >
              <option value="">{t("leagueActions.choosePlayer")}</option>
              <PlayerOptions players={players} />
            </NativeSelect>
          </div>
        )}
        <OpponentSelect
          players={players}
          player1Id={form.player1Id}
          value={form.player2Id}
          isAdmin={isAdmin}
          onlyInRange={challenger !== undefined}
          invalid={playerProblem && form.player2Id === ""}
          describedBy={playerProblem ? "league-players-error" : undefined}
          onChange={(player2Id) => change({ player2Id })}
        />
      </div>
      {playerProblem ? <FieldError id="league-players-error">{t(problemTexts[problem])}</FieldError> : null}

      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="league-date">{t("leagueActions.date")}</Label>
        <DateField
          id="league-date"
          value={form.date}
          aria-invalid={dateProblem}
          aria-describedby={dateProblem ? "league-date-error" : undefined}
          onChange={(date) => change({ date })}
        />
        {dateProblem ? <FieldError id="league-date-error">{t(problemTexts[problem])}</FieldError> : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid grid-cols-1 gap-1.5">
          <OptionalLabel htmlFor="league-time">{t("leagueActions.time")}</OptionalLabel>
          <NativeSelect
            id="league-time"
            value={form.time}
            onChange={(event) => change({ time: event.target.value })}
          >
            <option value="">{t("leagueActions.noTime")}</option>
            {timeSlots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <OptionalLabel htmlFor="league-court">{t("leagueActions.court")}</OptionalLabel>
          <NativeSelect
            id="league-court"
            value={form.cancha}
            onChange={(event) => change({ cancha: event.target.value })}
          >
            <option value="">{t("leagueActions.noCourt")}</option>
            {options.courts.map((court) => (
              <option key={court} value={String(court)}>
                {t("league.court", { n: court })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {refusalText ? (
        <RefusalNotice sentence={refusalText} refusal={refusal} onTake={take} pending={create.isPending} />
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("leagueActions.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          {create.isPending ? t("leagueActions.creating") : t("leagueActions.createMatch")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Create League Match' (docs/rules.md#league): two players, a date, and optionally a time
 * and a court among those the server offers (`GET /api/league/options`). A signed-in member
 * challenges as player 1 without the league password.
 */
export function CreateMatchDialog({ isAdmin, challenger, onClose }: CreateMatchDialogProps) {
  const t = useT();
  const players = usePlayers();
  const options = useLeagueOptions();
  const approved = useMemo(() => approvedByName(players.data ?? []), [players.data]);

  let body;
  if (players.isPending || options.isPending) body = <Spinner label={t("leagueActions.loadingPlayers")} />;
  else if (players.isError) body = <LoadError onRetry={() => void players.refetch()} />;
  else if (options.isError) body = <LoadError onRetry={() => void options.refetch()} />;
  else
    body = (
      <CreateMatchForm
        players={approved}
        options={options.data}
        isAdmin={isAdmin}
        challenger={challenger}
        onClose={onClose}
      />
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("leagueActions.createTitle")}
        description={challenger ? t("leagueMembers.createDescription") : t("leagueActions.createDescription")}
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}
