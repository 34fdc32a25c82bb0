import { useEffect, useId, useRef, useState } from "react";
import { dismissToast, toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { clubToday } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import { fieldErrorText } from "@/lib/server-errors";
import { sameNamePlayers, type SameNamePlayer } from "../model/duplicate-name";
import { draftProblems, firstProblem, type DraftField, type PlayerDraft } from "../model/player-form";

/** The texts shown under the fields, by field. */
export type FieldErrors = Partial<Record<DraftField, string>>;

const FIELDS: DraftField[] = [
  "name",
  "email",
  "phone",
  "dateOfBirth",
  "adjustmentSeason",
  "totalPoints",
  "adjustmentReason",
];

/** The id of a field's input, so the form can focus the first one to fix. */
export function fieldId(prefix: string, field: DraftField): string {
  return `${prefix}-${field}`;
}

/**
 * State of the Add and Edit Player forms: the draft, the messages under the fields (the
 * form's own checks, then the server's `fields` when it refuses), and the spec's
 * 'Name required' toast, which goes away as soon as a name is typed.
 */
export function usePlayerForm(initial: PlayerDraft, withPoints: boolean) {
  const t = useT();
  const idPrefix = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const nameToast = useRef<string | null>(null);

  // Closing the dialog takes its 'Name required' toast along: it spoke of a form that is gone.
  useEffect(
    () => () => {
      if (nameToast.current) dismissToast(nameToast.current);
    },
    [],
  );

  const update = (change: Partial<PlayerDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    // A field's message goes as soon as that field is changed.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))),
    );
    if (change.name?.trim() && nameToast.current) {
      dismissToast(nameToast.current);
      nameToast.current = null;
    }
  };

  const focus = (field: DraftField | null) => {
    if (field) document.getElementById(fieldId(idPrefix, field))?.focus();
  };

  /** Checks the draft; shows what is wrong and returns false when it cannot be sent. */
  const check = (): boolean => {
    const problems = draftProblems(draft, clubToday(), withPoints);
    const first = firstProblem(problems);
    if (!first) return true;
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])));
    if (problems.name) {
      nameToast.current = toast({
        title: t("adminPlayers.nameRequired"),
        description: t("adminPlayers.nameRequiredBody"),
        variant: "destructive",
      });
    }
    focus(first);
    return false;
  };

  /** Puts the server's field problems (422) under the fields they name, in the visitor's words. */
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const named = FIELDS.filter((field) => Object.hasOwn(error.fields, field));
    if (named.length === 0) return;
    setErrors(Object.fromEntries(named.map((field) => [field, fieldErrorText(error, field, t)])));
    focus(named[0] ?? null);
  };

  return { draft, update, errors, check, showServerErrors, idPrefix };
}

/**
 * The duplicate-name warning of the Add and Edit Player forms: `onError` keeps the players a
 * `name_duplicate` refusal names (any other error goes under the fields), and `players` shows
 * them while the name is the one that was warned about; typing another name takes it away.
 */
export function useSameNameWarning(
  form: Pick<ReturnType<typeof usePlayerForm>, "draft" | "showServerErrors">,
) {
  const [warned, setWarned] = useState<{ name: string; players: SameNamePlayer[] } | null>(null);
  const name = form.draft.name;
  const onError = (error: unknown) => {
    const players = sameNamePlayers(error);
    if (players) setWarned({ name, players });
    else form.showServerErrors(error);
  };
  return { players: warned && warned.name === name ? warned.players : null, onError };
}
