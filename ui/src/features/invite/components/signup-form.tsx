import Send from "lucide-react/icons/send";
import { useId, useRef, useState, type FormEvent } from "react";
import { AvatarPicker } from "@/components/avatar-picker";
import { BestHandChoice } from "@/components/best-hand-choice";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Input } from "@/components/ui/input";
import { dismissToast, toast } from "@/components/ui/toast-store";
import { dateFieldProblem } from "@/lib/calendar";
import { clubToday } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import { draftPayload, draftProblem, EMPTY_DRAFT, type SignupDraft } from "../model/invite-state";
import type { SignupPayload } from "../api/sign-up";

/** Props of `SignupForm`. */
export interface SignupFormProps {
  submitting: boolean;
  onSubmit: (payload: SignupPayload) => void;
}

/** The 'Join the League' form: name required, email and birth date optional, best hand, photo. */
export function SignupForm({ submitting, onSubmit }: SignupFormProps) {
  const t = useT();
  const ids = { name: useId(), email: useId(), dob: useId() };
  const nameInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<SignupDraft>(EMPTY_DRAFT);
  const [nameError, setNameError] = useState(false);
  // What the date of birth field says is wrong with it, if anything.
  const [dobError, setDobError] = useState<"dateField.invalid" | "dateField.noSuchDate" | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  // The 'Name required' toast goes away as soon as a name is typed: it would hide the button.
  const nameToast = useRef<string | null>(null);
  const update = (change: Partial<SignupDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draftProblem(draft) === "nameRequired") {
      setNameError(true);
      nameToast.current = toast({
        title: t("validation.nameRequired"),
        description: t("validation.nameRequiredBody"),
        variant: "destructive",
      });
      nameInput.current?.focus();
      return;
    }
    const dobProblem = dateFieldProblem(draft.dateOfBirth);
    if (dobProblem) {
      setDobError(dobProblem);
      document.getElementById(ids.dob)?.focus();
      return;
    }
    onSubmit(draftPayload(draft));
  };

  const optional = t("invite.optional");

  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5">
      <FormField
        id={ids.name}
        label={t("invite.name")}
        error={nameError ? t("validation.nameRequiredBody") : undefined}
        className="grid grid-cols-1 gap-1.5"
      >
        {(control) => (
          <Input
            {...control}
            ref={nameInput}
            autoComplete="name"
            required
            value={draft.name}
            onChange={(event) => {
              update({ name: event.target.value });
              if (event.target.value.trim()) {
                setNameError(false);
                if (nameToast.current) dismissToast(nameToast.current);
                nameToast.current = null;
              }
            }}
          />
        )}
      </FormField>
      <FormField
        id={ids.email}
        label={t("invite.email")}
        optional={optional}
        className="grid grid-cols-1 gap-1.5"
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={draft.email}
            onChange={(event) => update({ email: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={ids.dob}
        label={t("invite.dateOfBirth")}
        optional={optional}
        error={dobError ? t(dobError) : undefined}
        className="grid grid-cols-1 gap-1.5"
      >
        {(control) => (
          <DateField
            {...control}
            autoComplete="bday"
            max={clubToday()}
            value={draft.dateOfBirth}
            onChange={(dateOfBirth) => {
              update({ dateOfBirth });
              setDobError(null);
            }}
          />
        )}
      </FormField>
      <BestHandChoice name="bestHand" value={draft.bestHand} onChange={(bestHand) => update({ bestHand })} />
      <AvatarPicker
        name={draft.name}
        label={t("invite.photo")}
        value={draft.avatar}
        onChange={(avatar) => update({ avatar })}
        onBusyChange={setPhotoBusy}
      />
      <Button type="submit" size="lg" disabled={submitting || photoBusy} className="w-full">
        <Send aria-hidden="true" className="size-5" />
        {submitting ? t("invite.submitting") : t("invite.submit")}
      </Button>
    </form>
  );
}
