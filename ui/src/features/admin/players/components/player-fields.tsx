import type { ReactNode } from "react";
import { AvatarPicker } from "@/components/avatar-picker";
import { BestHandChoice } from "@/components/best-hand-choice";
import { FormField } from "@/components/form-field";
import { DateField } from "@/components/ui/date-field";
import { FieldError, Input } from "@/components/ui/input";
import { clubToday } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import type { DraftField, PlayerDraft } from "../model/player-form";
import { LevelChoice } from "./level-choice";
import { fieldId, type FieldErrors } from "./use-player-form";

/** Props of `PlayerFields`. */
export interface PlayerFieldsProps {
  idPrefix: string;
  draft: PlayerDraft;
  errors: FieldErrors;
  onChange: (change: Partial<PlayerDraft>) => void;
  onPhotoBusy: (busy: boolean) => void;
  /** Puts the cursor in the name at once (a new player: the name comes first). */
  focusName?: boolean;
  /** Fields that only the Edit form has (total points), placed after the photo. */
  children?: ReactNode;
}

/** The props that tie an input to its label, its error line and its invalid state. */
export function fieldProps(idPrefix: string, field: DraftField, errors: FieldErrors) {
  const id = fieldId(idPrefix, field);
  return {
    id,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-error` : undefined,
  };
}

/** A field's error line, with the id `fieldProps` points to. */
export function FieldProblem({
  idPrefix,
  field,
  errors,
}: {
  idPrefix: string;
  field: DraftField;
  errors: FieldErrors;
}) {
  return <FieldError id={`${fieldId(idPrefix, field)}-error`}>{errors[field]}</FieldError>;
}

/** The fields Add and Edit Player share: name, email, phone, date of birth, best hand, level and photo. */
export function PlayerFields({
  idPrefix,
  draft,
  errors,
  onChange,
  onPhotoBusy,
  focusName = false,
  children,
}: PlayerFieldsProps) {
  const t = useT();
  const optional = t("adminPlayers.optional");
  return (
    <div className="grid grid-cols-1 gap-4">
      <FormField
        id={fieldId(idPrefix, "name")}
        label={t("adminPlayers.name")}
        error={errors.name}
        className="grid grid-cols-1 gap-1.5"
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoFocus={focusName}
            required
            maxLength={100}
            value={draft.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId(idPrefix, "email")}
          label={t("adminPlayers.email")}
          optional={optional}
          error={errors.email}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={draft.email}
              onChange={(event) => onChange({ email: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={fieldId(idPrefix, "phone")}
          label={t("adminPlayers.phone")}
          optional={optional}
          hint={t("adminPlayers.phoneHint")}
          error={errors.phone}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={draft.phone}
              onChange={(event) => onChange({ phone: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={fieldId(idPrefix, "dateOfBirth")}
          label={t("adminPlayers.dateOfBirth")}
          optional={optional}
          error={errors.dateOfBirth}
        >
          {(control) => (
            <DateField
              {...control}
              max={clubToday()}
              value={draft.dateOfBirth}
              onChange={(dateOfBirth) => onChange({ dateOfBirth })}
            />
          )}
        </FormField>
      </div>
      <BestHandChoice
        name={`${idPrefix}-bestHand`}
        value={draft.bestHand}
        onChange={(bestHand) => onChange({ bestHand })}
      />
      <LevelChoice name={`${idPrefix}-level`} value={draft.level} onChange={(level) => onChange({ level })} />
      <AvatarPicker
        name={draft.name}
        label={t("adminPlayers.photo")}
        value={draft.avatar}
        onChange={(avatar) => onChange({ avatar })}
        onBusyChange={onPhotoBusy}
      />
      {children}
    </div>
  );
}
