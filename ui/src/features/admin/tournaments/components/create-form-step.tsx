import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { Player } from "@/features/players/api/types";
import type { TournamentStatus, TournamentType } from "@/features/tournaments/api/types";
import { useT } from "@/lib/i18n";
import {
  countForType,
  CREATE_STATUSES,
  type CreateDraft,
  type CreateProblems,
  parsePlayerCount,
  playerCountChoices,
  type SeedingMode,
} from "../model/create-form";
import { statusOptions } from "../model/status-options";
import { ChoiceCards, FormField, selectControl } from "./form-field";
import { PlayerPicker } from "./player-picker";

/** The ids of step 1's controls, so a failed submit can move focus to the first wrong one. */
export function createFieldIds(prefix: string) {
  return {
    name: `${prefix}-name`,
    startDate: `${prefix}-start`,
    playerCount: `${prefix}-count`,
    buyIn: `${prefix}-buyin`,
    status: `${prefix}-status`,
    players: `${prefix}-players`,
    type: `${prefix}-type`,
    seeding: `${prefix}-seeding`,
  };
}

/** Props of `CreateFormStep`. */
export interface CreateFormStepProps {
  idPrefix: string;
  draft: CreateDraft;
  onChange: (change: Partial<CreateDraft>) => void;
  problems: CreateProblems;
  players: Player[];
}

/** Step 1 of Create New Tournament: the tournament's facts, its players and how they are placed. */
export function CreateFormStep({ idPrefix, draft, onChange, problems, players }: CreateFormStepProps) {
  const t = useT();
  const ids = createFieldIds(idPrefix);
  const count = parsePlayerCount(draft.playerCount);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="grid content-start gap-4">
        <FormField id={ids.name} label={t("adminTournaments.name")} problem={problems.name}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={120}
              placeholder={t("adminTournaments.namePlaceholder")}
              value={draft.name}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={ids.startDate} label={t("adminTournaments.startDate")} problem={problems.startDate}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={draft.startDate}
                onChange={(event) => onChange({ startDate: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={ids.status} label={t("adminTournaments.status")}>
            {(control) => (
              <Select
                {...selectControl(control)}
                value={draft.status}
                onValueChange={(status) => onChange({ status: status as TournamentStatus })}
                options={statusOptions(CREATE_STATUSES, t)}
              />
            )}
          </FormField>
        </div>
        <ChoiceCards<TournamentType>
          name={ids.type}
          legend={t("adminTournaments.type")}
          value={draft.tournamentType}
          onChange={(type) =>
            onChange({ tournamentType: type, playerCount: countForType(type, draft.playerCount) })
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
          <FormField
            id={ids.playerCount}
            label={t("adminTournaments.playerCount")}
            problem={problems.playerCount}
          >
            {(control) => (
              <Select
                {...selectControl(control)}
                value={draft.playerCount}
                placeholder={t("adminTournaments.playerCountPlaceholder")}
                onValueChange={(playerCount) => onChange({ playerCount })}
                options={playerCountChoices(draft.tournamentType).map((n) => ({
                  value: String(n),
                  label: String(n),
                }))}
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
                onChange={(event) => onChange({ buyIn: event.target.value })}
              />
            )}
          </FormField>
        </div>
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
              hint: t("adminTournaments.seedingManualHint"),
            },
          ]}
        />
      </div>
      <PlayerPicker
        id={ids.players}
        players={players}
        selected={draft.selectedPlayerIds}
        onChange={(selectedPlayerIds) => onChange({ selectedPlayerIds })}
        count={count}
        problem={problems.players}
      />
    </div>
  );
}
