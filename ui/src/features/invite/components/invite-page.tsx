import CheckCircle2 from "lucide-react/icons/circle-check";
import Home from "lucide-react/icons/house";
import LinkIcon from "lucide-react/icons/link";
import UserRound from "lucide-react/icons/user-round";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { PageTitle } from "@/components/page-title";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useFormat, useT } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import { useInvitationCheck } from "../api/check-invitation";
import { useSignUp } from "../api/sign-up";
import { inviteStep } from "../model/invite-state";
import { SignupForm } from "./signup-form";

function HomeButton({ variant = "primary" }: { variant?: "primary" | "secondary" }) {
  const t = useT();
  return (
    <Link to="/" className={`${buttonClasses(variant, "lg")} ${variant === "primary" ? "mt-6" : "mt-2"}`}>
      <Home aria-hidden="true" className="size-5" />
      {t("invite.returnHome")}
    </Link>
  );
}

/**
 * 'Registration Submitted'. The form was sent from its bottom, so the page opens this
 * card at the top of the screen and moves the focus to its heading: it is read out at
 * once, and not left scrolled under the top bar.
 */
function Submitted({ name }: { name: string }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center p-6 text-center sm:p-10">
      <CheckCircle2 aria-hidden="true" className="size-14 text-court-600" />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-3xl font-extrabold text-slate-900 focus:outline-none"
      >
        {t("invite.submittedTitle")}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{t("invite.submittedBody", { name })}</p>
      <p className="mt-2 text-base text-slate-700">{t("invite.signedIn")}</p>
      <Link to="/me" className={`${buttonClasses("primary", "lg")} mt-6`}>
        <UserRound aria-hidden="true" className="size-5" />
        {t("invite.myPage")}
      </Link>
      <HomeButton variant="secondary" />
    </Card>
  );
}

/** Signup through an invitation link: checking, invalid, the form, submitted. */
export function InvitePage() {
  const t = useT();
  const format = useFormat();
  const token = useParams().token ?? "";
  const check = useInvitationCheck(token);
  const signup = useSignUp(token);
  const step = inviteStep(check.status, signup.status);

  if (step === "checking") return <Spinner label={t("invite.checking")} />;

  if (step === "invalid") {
    return (
      <Card className="mx-auto flex max-w-md flex-col items-center p-6 text-center sm:p-10">
        <LinkIcon aria-hidden="true" className="size-12 text-clay-600" />
        <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{t("invite.invalidTitle")}</h1>
        <p className="mt-2 text-lg text-slate-700">{t("invite.invalidBody")}</p>
        <HomeButton />
      </Card>
    );
  }

  if (step === "submitted") return <Submitted name={signup.variables?.name ?? ""} />;

  return (
    <Card className="mx-auto max-w-lg overflow-hidden">
      <PageTitle page={t("invite.title")} />
      <div className="bg-court-900 px-5 py-6 text-white sm:px-8">
        <h1 className="text-3xl font-black tracking-tight">{t("invite.title")}</h1>
        <p className="mt-1 text-base text-court-100">{t("invite.intro")}</p>
        {check.data?.expiresAt ? (
          <p className="mt-2 text-sm font-semibold text-ball-300">
            {t("invite.expires", { date: format.date(check.data.expiresAt) })}
          </p>
        ) : null}
      </div>
      <div className="p-5 sm:p-8">
        <SignupForm
          submitting={signup.isPending}
          onSubmit={(payload) =>
            signup.mutate(payload, {
              onSuccess: () => toast({ title: t("invite.success"), description: t("invite.successBody") }),
              onError: (error) =>
                toast({
                  title: t("invite.failed"),
                  description: errorText(error, t, t("invite.failedBody")),
                  variant: "destructive",
                }),
            })
          }
        />
      </div>
    </Card>
  );
}
