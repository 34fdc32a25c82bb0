import { Select } from "@/components/ui/select";
import { useT } from "@/lib/i18n";
import type { Discipline, FormatOption, Player, TournamentType } from "@/lib/wire";
import {
  countForType,
  CREATE_STATUSES,
  type CreateDraft,
  type CreateProblems,
  parsePlayerCount,
  playerCountChoices,
  type SeedingMode,
  weeksFor,
} from "../model/create-form";
import { ChoiceCards, ProblemField, selectControl } from "./form-field";
import { PlayerPicker } from "./player-picker";
import { TeamPicker } from "./team-picker";
import {
  AmountField,
  TournamentBasics,
  TournamentFormColumns,
  tournamentFieldIds,
} from "./tournament-fields";

/** Props of `CreateFormStep`. */
export interface CreateFormStepProps {
  idPrefix: string;
  draft: CreateDraft;
  onChange: (change: Partial<CreateDraft>) => void;
  problems: CreateProblems;
  players: Player[];
  /** The formats and their sizes, as the server answered them. */
  formats: readonly FormatOption[];
  /** The season the players' points count ("2026"): the seeding follows them. */
  pointsSeason: string;
  /** Whether the admin chooses singles or doubles (not for the year-end finals, singles only). */
  disciplineChoice?: boolean;
}

/** Step 1 of Create New Tournament: the tournament's facts, its players and how they are placed. */
export function CreateFormStep({
  idPrefix,
  draft,
  onChange,
  problems,
  players,
  formats,
  pointsSeason,
  disciplineChoice = true,
}: CreateFormStepProps) {
  const t = useT();
  const ids = tournamentFieldIds(idPrefix);
  const count = parsePlayerCount(draft.playerCount);
  const weeks = count === null ? null : weeksFor(formats, draft.tournamentType, count);
  // A doubles draw counts and places teams.
  const doubles = draft.discipline === "doubles";
  return (
    <TournamentFormColumns
      picker={
        doubles ? (
          <TeamPicker
            id={ids.players}
            players={players}
            pairing={{ teams: draft.selectedTeams, waiting: draft.waiting }}
            onChange={(pairing) => onChange({ selectedTeams: pairing.teams, waiting: pairing.waiting })}
            count={count}
            problem={problems.players}
            hint={t("adminTournaments.pointsSeason", { season: pointsSeason })}
          />
        ) : (
          <PlayerPicker
            id={ids.players}
            players={players}
            selected={draft.selectedPlayerIds}
            onChange={(selectedPlayerIds) => onChange({ selectedPlayerIds })}
            count={count}
            problem={problems.players}
            hint={t("adminTournaments.pointsSeason", { season: pointsSeason })}
          />
        )
      }
    >
      <TournamentBasics
        ids={ids}
        values={draft}
        statuses={CREATE_STATUSES}
        problems={problems}
        namePlaceholder={t("adminTournaments.namePlaceholder")}
        onChange={onChange}
      />
      {disciplineChoice ? (
        <ChoiceCards<Discipline>
          name={`${ids.type}-discipline`}
          legend={t("adminTournaments.discipline")}
          value={draft.discipline}
          onChange={(discipline) => onChange({ discipline })}
          choices={[
            {
              value: "singles",
              label: t("adminTournaments.disciplineSingles"),
              hint: t("adminTournaments.disciplineSinglesHint"),
            },
            {
              value: "doubles",
              label: t("adminTournaments.disciplineDoubles"),
              hint: t("adminTournaments.disciplineDoublesHint"),
            },
          ]}
        />
      ) : null}
      <ChoiceCards<TournamentType>
        name={ids.type}
        legend={t("adminTournaments.type")}
        value={draft.tournamentType}
        onChange={(type) =>
          onChange({ tournamentType: type, playerCount: countForType(formats, type, draft.playerCount) })
        }
        choices={[
          {
            value: "hybrid",
            label: t("format.hybrid"),
            hint: t("adminTournaments.typeHybridHint"),
          },
          {
            value: "single_elimination",
            label: t("format.singleElimination"),
            hint: t("adminTournaments.typeEliminationHint"),
          },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProblemField
          id={ids.playerCount}
          label={t(doubles ? "adminTournaments.teamCount" : "adminTournaments.playerCount")}
          problem={problems.playerCount}
        >
          {(control) => (
            <Select
              {...selectControl(control)}
              value={draft.playerCount}
              placeholder={t("adminTournaments.playerCountPlaceholder")}
              onValueChange={(playerCount) => onChange({ playerCount })}
              options={playerCountChoices(formats, draft.tournamentType).map((n) => ({
                value: String(n),
                label: String(n),
              }))}
            />
          )}
        </ProblemField>
        <AmountField
          id={ids.buyIn}
          amount="buyIn"
          value={draft.buyIn}
          problem={problems.buyIn}
          onChange={(buyIn) => onChange({ buyIn })}
        />
      </div>
      {weeks !== null ? (
        <p className="text-sm text-court-800">{t("adminTournaments.runsWeeks", { n: weeks })}</p>
      ) : null}
      <ChoiceCards<SeedingMode>
        name={ids.seeding}
        legend={t("adminTournaments.seeding")}
        value={draft.seeding}
        onChange={(seeding) => onChange({ seeding })}
        choices={[
          {
            value: "automatic",
            label: t("adminTournaments.seedingAutomatic"),
            hint: t("adminTournaments.seedingAutomaticHint"),
          },
          {
            value: "manual",
            label: t("adminTournaments.seedingManual"),
            hint: t(
              doubles ? "adminTournaments.seedingManualHintTeams" : "adminTournaments.seedingManualHint",
            ),
          },
        ]}
      />
    </TournamentFormColumns>
  );
}
