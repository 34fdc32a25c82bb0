import Mail from "lucide-react/icons/mail";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useT } from "@/lib/i18n";
import { errorText, fieldErrorText } from "@/lib/server-errors";
import { useEmailSignInLink } from "../api/email-sign-in-link";

/**
 * "Email me a link": the member types the address the club has for them and gets a one-time
 * sign-in link in their inbox. The page says the same thing for every address (the server
 * never tells who is a member): if it is a member's, the link is on its way.
 */
export function EmailLinkForm() {
  const t = useT();
  const [email, setEmail] = useState("");
  const ask = useEmailSignInLink();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === "" || ask.isPending) return;
    ask.mutate(email.trim());
  }

  const fieldError = ask.isError ? fieldErrorText(ask.error, "email", t) : undefined;
  return (
    <form onSubmit={submit} className="grid w-full gap-3 text-left" noValidate>
      <h2 className="text-lg font-bold text-slate-900">{t("signIn.email.title")}</h2>
      <FormField id="sign-in-email" label={t("signIn.email.label")} error={fieldError}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (!ask.isIdle) ask.reset();
            }}
          />
        )}
      </FormField>
      {ask.isError && !fieldError ? (
        <p role="alert" className="text-base font-semibold text-clay-700">
          {errorText(ask.error, t, t("signIn.email.failed"))}
        </p>
      ) : null}
      {ask.isSuccess ? (
        <p role="status" className="text-base font-semibold text-court-800">
          {t("signIn.email.sent", { email: ask.variables })}
        </p>
      ) : null}
      <Button type="submit" size="lg" variant="secondary" disabled={ask.isPending || email.trim() === ""}>
        <Mail aria-hidden="true" className="size-5" />
        {t("signIn.email.button")}
      </Button>
    </form>
  );
}
