import Link2 from "lucide-react/icons/link-2";
import UserCheck from "lucide-react/icons/user-check";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useFormat, usePlural, useT, type Format, type Translate } from "@/lib/i18n";
import type { Invitation } from "@/lib/wire";
import { useInvitations } from "../api/get-invitations";
import { useRevokeInvitation } from "../api/revoke-invitation";
import { timeLeft } from "../model/invitation";

function useTimeLeftText(): (expiresAt: string) => string {
  const t = useT();
  const plural = usePlural();
  return (expiresAt) => {
    const left = timeLeft(expiresAt);
    if (left.unit === "days") return plural(left.count, "adminPlayers.daysLeft");
    if (left.unit === "hours") return plural(left.count, "adminPlayers.hoursLeft");
    if (left.unit === "underHour") return t("adminPlayers.underHourLeft");
    return t("adminPlayers.expired");
  };
}

function expiryText(t: Translate, format: Format, expiresAt: string): string {
  return t("adminPlayers.expiresAt", format.dateTime(expiresAt));
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const t = useT();
  const format = useFormat();
  const plural = usePlural();
  const leftText = useTimeLeftText();
  const revoke = useRevokeInvitation();
  const hint = t("adminPlayers.linkHint", { hint: invitation.hint });
  return (
    // Phones: Revoke sits beside the hint and the details take the full width below it.
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-3 py-2.5">
      <Link2 aria-hidden="true" className="size-5 text-court-700" />
      <p className="truncate font-mono text-sm font-bold text-slate-900">{hint}</p>
      <Button
        variant="secondary"
        className="col-start-3 row-start-1 text-clay-700 sm:row-span-3"
        aria-label={t("adminPlayers.revokeName", { hint: invitation.hint })}
        disabled={revoke.isPending}
        onClick={() => revoke.mutate({ id: invitation.id, hint: invitation.hint })}
      >
        {t("adminPlayers.revoke")}
      </Button>
      <p className="col-span-2 col-start-2 text-sm text-slate-700 sm:col-span-1">
        {expiryText(t, format, invitation.expiresAt)}
      </p>
      <p className="col-span-2 col-start-2 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600 sm:col-span-1">
        <span className="font-semibold text-court-900">{leftText(invitation.expiresAt)}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <UserCheck aria-hidden="true" className="size-4" />
          {plural(invitation.signups, "adminPlayers.signups")}
        </span>
      </p>
    </li>
  );
}

/** The live links (docs/rules.md#permissions): hint, expiry and time left, signups, and Revoke. */
export function InvitationList() {
  const t = useT();
  const invitations = useInvitations();
  const headingId = "admin-live-links-heading";
  let body;
  if (invitations.isPending) body = <Spinner label={t("adminPlayers.linksLoading")} className="py-4" />;
  else if (invitations.isError) body = <LoadError onRetry={() => void invitations.refetch()} />;
  else if (invitations.data.length === 0)
    body = (
      <p className="rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-700">
        {t("adminPlayers.noLiveLinks")}
      </p>
    );
  else
    body = (
      <ul aria-labelledby={headingId} className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {invitations.data.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
      <h3 id={headingId} className="text-sm font-extrabold uppercase tracking-wide text-court-800">
        {t("adminPlayers.liveLinks")}
      </h3>
      {body}
    </section>
  );
}
