import { FormField, type FieldControlProps, type FormFieldProps } from "@/components/form-field";
import { useT } from "@/lib/i18n";
import type { Problem } from "../model/problem";

/**
 * The part of a field's control props the kit's `Select` takes: its trigger is
 * named by the label; the message, a live alert, is announced when it appears.
 */
export function selectControl(control: FieldControlProps): { id: string; "aria-invalid"?: boolean } {
  return control["aria-invalid"] ? { id: control.id, "aria-invalid": true } : { id: control.id };
}

/** Props of `ProblemField`. */
export type ProblemFieldProps = Omit<FormFieldProps, "error"> & { problem?: Problem };

/** A `FormField` whose message is one of the form's `Problem`s. */
export function ProblemField({ problem, ...props }: ProblemFieldProps) {
  const t = useT();
  return <FormField {...props} error={problem ? t(problem.key, problem.params) : undefined} />;
}

/** One choice of a `ChoiceCards` group. */
export interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

/** Props of `ChoiceCards`. */
export interface ChoiceCardsProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
}

/** A radio group drawn as big cards: a few exclusive choices, each with a line of explanation. */
export function ChoiceCards<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
}: ChoiceCardsProps<T>) {
  return (
    <fieldset className="grid grid-cols-1 gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={
                checked
                  ? "flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-court-700 bg-court-50 p-3"
                  : "flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-200 p-3 hover:border-court-300"
              }
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                aria-labelledby={`${name}-${choice.value}-label`}
                aria-describedby={`${name}-${choice.value}-hint`}
                className="mt-1 size-4 shrink-0 accent-court-700"
              />
              <span className="grid grid-cols-1 gap-0.5">
                <span id={`${name}-${choice.value}-label`} className="text-base font-bold text-slate-900">
                  {choice.label}
                </span>
                <span id={`${name}-${choice.value}-hint`} className="text-sm text-slate-600">
                  {choice.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
