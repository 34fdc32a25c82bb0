import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import Plus from "lucide-react/icons/plus";
import { useId, useState, type FormEvent } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { clubToday } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import { EligibilityWarnings } from "@/shared/fees/components/eligibility-warnings";
import { usePlayers } from "@/shared/players/api/get-players";
import { useDrawPlan } from "@/shared/tournaments/api/get-draw-plan";
import { useCreateTournament } from "../api/create-tournament";
import { useFillPlacement } from "../api/fill-placement";
import { useTournamentFormats } from "../api/get-tournament-formats";
import {
  createBody,
  type CreateDraft,
  createProblems,
  type CreateField,
  drawPlayers,
  EMPTY_CREATE_DRAFT,
  entrantKeys,
  parsePlayerCount,
} from "../model/create-form";
import { clubYear } from "../model/finals";
import { rankSelection, selectablePlayers } from "../model/player-search";
import { fromPositions, reconcileSlots, type Slots, slotsProblem, toPositions } from "../model/slots";
import { teamEntrants } from "../model/teams";
import { CreateFormStep } from "./create-form-step";
import { type FinalsRanking, FinalsLineup } from "./finals-lineup";
import { ManualBracketStep } from "./manual-bracket-step";
import { focusFirstProblem, tournamentFieldIds } from "./tournament-fields";

/** Step 1's fields in screen order: focus goes to the first one with a message. */
const FIELD_ORDER: CreateField[] = ["name", "startDate", "playerCount", "buyIn", "players"];

/** Props of `CreateTournamentForm`. */
export interface CreateTournamentFormProps {
  onDone: () => void;
  /** The form as it opens (blank by default). */
  initial?: CreateDraft;
  /** For the season's year-end finals: the ranking their players come from. */
  finals?: FinalsRanking;
}

/** The two steps of Create New Tournament, blank or prefilled (the year-end finals). */
export function CreateTournamentForm({
  onDone,
  initial = EMPTY_CREATE_DRAFT,
  finals,
}: CreateTournamentFormProps) {
  const t = useT();
  const prefix = useId();
  const ids = tournamentFieldIds(prefix);
  const players = usePlayers();
  const formats = useTournamentFormats();
  const [draft, setDraft] = useState<CreateDraft>(initial);
  // The finals' players replaced because they cannot play: never offered again as the next.
  const [declined, setDeclined] = useState<number[]>([]);
  const [step, setStep] = useState<1 | 2>(1);
  // The admin's positions as placed; shown fitted to the draw (`reconcileSlots`), so players
  // no longer selected, or positions the draw no longer has, drop out.
  const [placed, setSlots] = useState<Slots>([]);
  // Messages appear once the admin tried to go on, then follow every change.
  const [checked, setChecked] = useState(false);
  const [bracketChecked, setBracketChecked] = useState(false);
  const create = useCreateTournament(onDone);
  const manual = draft.seeding === "manual";
  // Asked as soon as manual seeding and a size the format allows are chosen, so that step 2
  // opens at once.
  const count = parsePlayerCount(draft.playerCount);
  const allowed = formats.data
    ?.find((format) => format.tournamentType === draft.tournamentType)
    ?.sizes.some((size) => size.playerCount === count);
  const plan = useDrawPlan(draft.tournamentType, manual && allowed ? count : null);
  const autoFill = useFillPlacement((placement) => {
    if (plan.data) setSlots(fromPositions(placement.manualBracketPositions, plan.data.positions));
  });

  if (players.isPending || formats.isPending) {
    return <Spinner label={t("adminTournaments.playersLoading")} />;
  }
  if (players.isError) return <LoadError onRetry={() => void players.refetch()} />;
  if (formats.isError) return <LoadError onRetry={() => void formats.refetch()} />;

  const ranked = selectablePlayers(players.data);
  const problems = checked ? createProblems(draft, formats.data) : {};
  const doubles = draft.discipline === "doubles";
  const playersById = new Map(ranked.map((player) => [player.id, player]));
  // The draw's entrants, strongest first: the players, or the teams under their first players.
  const entrants = doubles
    ? teamEntrants(draft.selectedTeams, playersById)
    : rankSelection(draft.selectedPlayerIds, ranked).flatMap((id) => playersById.get(id) ?? []);
  const selectedRanked = entrants.map((entrant) => entrant.id);
  const slots = plan.data ? reconcileSlots(placed, plan.data.positions, entrantKeys(draft)) : placed;
  const bracketProblem = bracketChecked ? slotsProblem(slots, selectedRanked) : null;
  const bracketProblemId = `${prefix}-bracket-error`;

  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    const found = createProblems(draft, formats.data);
    setChecked(true);
    if (focusFirstProblem(FIELD_ORDER, found, ids)) return;
    if (!manual) {
      create.mutate(createBody(draft, null));
      return;
    }
    setStep(2);
  };

  const submitBracket = (event: FormEvent) => {
    event.preventDefault();
    setBracketChecked(true);
    if (!plan.data || slotsProblem(slots, selectedRanked)) {
      document.getElementById(bracketProblemId)?.scrollIntoView?.({ block: "center" });
      return;
    }
    create.mutate(createBody(draft, slots));
  };

  const submitButton = (
    <Button type="submit" disabled={create.isPending}>
      {create.isPending ? t("adminTournaments.creating") : t("adminTournaments.submitCreate")}
    </Button>
  );

  if (step === 2) {
    if (plan.isPending) return <Spinner label={t("adminTournaments.playersLoading")} />;
    if (plan.isError) return <LoadError onRetry={() => void plan.refetch()} />;
    return (
      <form noValidate onSubmit={submitBracket}>
        <p className="mb-4 text-sm font-semibold text-court-800">
          {t(doubles ? "adminTournaments.stepBracketTeams" : "adminTournaments.stepBracket")}
        </p>
        <ManualBracketStep
          plan={plan.data}
          slots={slots}
          onChange={setSlots}
          onAutoFill={() =>
            autoFill.mutate({
              tournamentType: draft.tournamentType,
              // A doubles draw's positions name each team by its first player.
              ...(doubles
                ? { selectedTeams: draft.selectedTeams.map((team) => [...team]) }
                : { selectedPlayerIds: draft.selectedPlayerIds }),
              manualBracketPositions: toPositions(slots),
            })
          }
          autoFilling={autoFill.isPending}
          players={entrants}
          problem={bracketProblem}
          problemId={bracketProblemId}
        />
        <EligibilityWarnings playerIds={drawPlayers(draft)} startDate={draft.startDate} />
        <DialogFooter>
          <Button variant="secondary" onClick={() => setStep(1)} disabled={create.isPending}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("adminTournaments.back")}
          </Button>
          {submitButton}
        </DialogFooter>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitForm}>
      {manual ? (
        <p className="mb-4 text-sm font-semibold text-court-800">{t("adminTournaments.stepForm")}</p>
      ) : null}
      {finals ? (
        <FinalsLineup
          finals={finals}
          selected={draft.selectedPlayerIds}
          declined={declined}
          onSwap={(swap) => {
            setDraft((current) => ({ ...current, selectedPlayerIds: swap.selected }));
            setDeclined(swap.declined);
          }}
        />
      ) : null}
      <CreateFormStep
        idPrefix={prefix}
        pointsSeason={finals?.season ?? clubYear(clubToday())}
        draft={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        problems={problems}
        players={ranked}
        formats={formats.data}
        disciplineChoice={!finals}
      />
      <EligibilityWarnings playerIds={drawPlayers(draft)} startDate={draft.startDate} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("admin.cancel")}</Button>
        </DialogClose>
        {manual ? (
          <Button type="submit">
            {t("adminTournaments.next")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          submitButton
        )}
      </DialogFooter>
    </form>
  );
}

/**
 * The 'Create New Tournament' button and its two-step dialog (docs/rules.md#formats,
 * docs/rules.md#tournament-lifecycle).
 */
export function CreateTournamentButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="accent" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Plus aria-hidden="true" className="size-5" />
        {t("adminTournaments.create")}
      </Button>
      {open ? (
        <DialogContent title={t("adminTournaments.create")} size="xl">
          <CreateTournamentForm onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
