import Home from "lucide-react/icons/house";
import KeyRound from "lucide-react/icons/key-round";
import LinkIcon from "lucide-react/icons/link";
import LogIn from "lucide-react/icons/log-in";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageTitle } from "@/components/page-title";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError } from "@/lib/api";
import { useLocale, useT, type MessageKey } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import { SignInHelp } from "@/shared/members/components/sign-in-help";
import { useSignIn } from "../api/sign-in";
import { EmailWayIn } from "./email-way-in";
import { deadLink, forgetHash, tokenOfHash, type DeadLink } from "../model/sign-in-link";

/** What each dead link's page says happened. */
const DEAD_REASONS: Record<DeadLink, MessageKey> = {
  unknown: "signIn.dead.unknown",
  spent: "signIn.dead.spent",
  expired: "signIn.dead.expired",
  replaced: "signIn.dead.replaced",
};

function HomeLink() {
  const t = useT();
  return (
    <Link to="/" className={`${buttonClasses("secondary", "lg")} mt-2`}>
      <Home aria-hidden="true" className="size-5" />
      {t("signIn.home")}
    </Link>
  );
}

/** A link that does not work (or no link at all): why, and how to get a new one. */
function NoWayIn({ title, reason }: { title: string; reason: string }) {
  return (
    <Card className="mx-auto grid max-w-md justify-items-center gap-4 p-6 text-center sm:p-8">
      <LinkIcon aria-hidden="true" className="size-12 text-clay-600" />
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <p role="alert" className="text-lg font-semibold text-slate-800">
        {reason}
      </p>
      <SignInHelp />
      <EmailWayIn />
      <HomeLink />
    </Card>
  );
}

/**
 * The page a sign-in link opens (`/sign-in#<token>`). It reads the token, takes it out of the
 * address bar, and sends it only when the member taps "Sign in": a chat app that opens the
 * link to show a preview spends nothing. Signed in, the member lands on their page; a link
 * that is used, expired, replaced or unknown says so and how to get a new one, and offers to
 * email a fresh link to the address the club has for the member where the club sends email.
 */
export function SignInPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  // Read once, before the effect below takes it out of the address.
  const [token] = useState(() => tokenOfHash(window.location.hash));
  const signIn = useSignIn();
  useEffect(() => forgetHash(), []);

  const code = signIn.error instanceof ApiError ? signIn.error.code : null;
  const dead = signIn.isError ? deadLink(code) : null;

  let body;
  if (!token) body = <NoWayIn title={t("signIn.noLinkTitle")} reason={t("signIn.noLink")} />;
  else if (dead) body = <NoWayIn title={t("signIn.deadTitle")} reason={t(DEAD_REASONS[dead])} />;
  else
    body = (
      <Card className="mx-auto grid max-w-md justify-items-center gap-4 p-6 text-center sm:p-8">
        <KeyRound aria-hidden="true" className="size-12 text-court-700" />
        <h1 className="text-3xl font-extrabold text-slate-900">{t("signIn.title")}</h1>
        <p className="text-lg text-slate-700">{t("signIn.body")}</p>
        {signIn.isError ? (
          <p role="alert" className="text-base font-semibold text-clay-700">
            {errorText(signIn.error, t, t("signIn.failed"))}
          </p>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          disabled={signIn.isPending || signIn.isSuccess}
          onClick={() =>
            // The page's language becomes the member's notices' language until they choose one.
            signIn.mutate(
              { token, language: locale },
              { onSuccess: () => void navigate("/me", { replace: true }) },
            )
          }
        >
          <LogIn aria-hidden="true" className="size-5" />
          {signIn.isPending || signIn.isSuccess ? t("signIn.pending") : t("signIn.button")}
        </Button>
        <p className="text-sm text-slate-600">{t("signIn.private")}</p>
      </Card>
    );

  return (
    <>
      <PageTitle page={t("signIn.title")} />
      {body}
    </>
  );
}
