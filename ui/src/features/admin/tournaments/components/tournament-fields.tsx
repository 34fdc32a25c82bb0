import type { ReactNode } from "react";
import { DateField } from "@/components/ui/date-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type MessageKey, useT } from "@/lib/i18n";
import type { Problem } from "../model/problem";
import { statusOptions } from "../model/status-options";
import { ProblemField, selectControl } from "./form-field";

/**
 * The ids of the tournament forms' controls (each form uses its own subset), so
 * a failed submit can move focus to the first wrong one.
 */
export function tournamentFieldIds(prefix: string) {
  return {
    name: `${prefix}-name`,
    startDate: `${prefix}-start`,
    status: `${prefix}-status`,
    playerCount: `${prefix}-count`,
    bagPrice: `${prefix}-bag`,
    buyIn: `${prefix}-buyin`,
    players: `${prefix}-players`,
    type: `${prefix}-type`,
    seeding: `${prefix}-seeding`,
  };
}

/**
 * Focuses the first field, in screen order, that carries a message.
 * Returns true when there was one, so the submit stops there.
 */
export function focusFirstProblem<F extends string>(
  order: readonly F[],
  problems: Partial<Record<F, Problem>>,
  ids: Record<F, string>,
): boolean {
  const first = order.find((field) => problems[field]);
  if (!first) return false;
  document.getElementById(ids[first])?.focus();
  return true;
}

/** The values `TournamentBasics` shows and changes. */
export interface TournamentBasicsValues<S extends string> {
  name: string;
  startDate: string;
  status: S;
}

/** Props of `TournamentBasics`. */
export interface TournamentBasicsProps<S extends string> {
  ids: { name: string; startDate: string; status: string };
  values: TournamentBasicsValues<S>;
  /** The statuses on offer, in lifecycle order. */
  statuses: readonly S[];
  problems: { name?: Problem; startDate?: Problem };
  namePlaceholder?: string;
  onChange: (change: Partial<TournamentBasicsValues<S>>) => void;
}

/** The name, then the start date beside the status: how both tournament forms open. */
export function TournamentBasics<S extends string>({
  ids,
  values,
  statuses,
  problems,
  namePlaceholder,
  onChange,
}: TournamentBasicsProps<S>) {
  const t = useT();
  return (
    <>
      <ProblemField id={ids.name} label={t("adminTournaments.name")} problem={problems.name}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={120}
            placeholder={namePlaceholder}
            value={values.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </ProblemField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProblemField id={ids.startDate} label={t("adminTournaments.startDate")} problem={problems.startDate}>
          {(control) => (
            <DateField
              {...control}
              value={values.startDate}
              onChange={(startDate) => onChange({ startDate })}
            />
          )}
        </ProblemField>
        <ProblemField id={ids.status} label={t("adminTournaments.status")}>
          {(control) => (
            <Select
              {...selectControl(control)}
              value={values.status}
              // The select offers only `statuses`, so its value is one of them.
              onValueChange={(status) => onChange({ status: status as S })}
              options={statusOptions(statuses, t)}
            />
          )}
        </ProblemField>
      </div>
    </>
  );
}

/** The texts of each money field. */
const AMOUNT_TEXTS = {
  buyIn: { label: "adminTournaments.buyIn", hint: "adminTournaments.buyInHint" },
  bagPrice: { label: "adminTournaments.bagPrice", hint: "adminTournaments.bagPriceHint" },
} as const satisfies Record<string, { label: MessageKey; hint: MessageKey }>;

/** Props of `AmountField`. */
export interface AmountFieldProps {
  id: string;
  /** Which amount: it gives the label and the hint. */
  amount: keyof typeof AMOUNT_TEXTS;
  value: string;
  problem?: Problem;
  onChange: (value: string) => void;
}

/** An amount in whole colones (buy-in, bag price); empty means 0. */
export function AmountField({ id, amount, value, problem, onChange }: AmountFieldProps) {
  const t = useT();
  const texts = AMOUNT_TEXTS[amount];
  return (
    <ProblemField id={id} label={t(texts.label)} hint={t(texts.hint)} problem={problem}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="0"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </ProblemField>
  );
}

/**
 * The tournament forms' two columns: the fields, and the player picker beside
 * them on a wide screen (below them on a phone), whose list fills that column.
 */
export function TournamentFormColumns({ children, picker }: { children: ReactNode; picker: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <div className="grid content-start gap-4">{children}</div>
      {picker}
    </div>
  );
}
