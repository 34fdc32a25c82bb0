import { useQueryClient } from "@tanstack/react-query";
import LogOut from "lucide-react/icons/log-out";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import X from "lucide-react/icons/x";
import { useNavigate } from "react-router";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { clubToday } from "@/lib/dates";
import { useFormat, useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import { sessionKeys } from "@/lib/session/session";
import type { MemberSessionEntry } from "@/lib/wire";
import { useRecheckMemberOn } from "@/shared/members/api/get-me";
import { memberKeys } from "@/shared/members/api/keys";
import { endSession, signOut } from "../api/end-session";
import { useSessions } from "../api/get-sessions";
import { deviceName } from "../model/device";

/**
 * Signing out of this browser: the session ends, and everything this browser held of the
 * member is dropped, so the top bar says "Sign in" again at once.
 */
export function useSignOut() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: signOut,
    invalidates: () => [],
    success: { title: t("member.signedOut") },
    failure: { title: t("member.signOutFailed"), serverFirst: true },
    onSuccess: () => {
      // The session's push subscription ended with it; this browser drops its copy too.
      void import("../model/push").then((push) => push.forgetPushHere()).catch(() => undefined);
      queryClient.removeQueries({ queryKey: memberKeys.all });
      queryClient.setQueryData(memberKeys.me(), null);
      // An organizer's console closed with it (docs/rules.md#committee).
      void queryClient.invalidateQueries({ queryKey: sessionKeys.status() });
      void navigate("/");
    },
  });
}

function SessionRow({
  session,
  ending,
  onEnd,
}: {
  session: MemberSessionEntry;
  ending: boolean;
  onEnd: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const device = deviceName(session.device, t);
  const lastUsed =
    session.lastUsedOn === clubToday()
      ? t("member.sessionUsedToday")
      : t("member.sessionLastUsed", { date: format.date(session.lastUsedOn) });
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <MonitorSmartphone aria-hidden="true" className="size-6 shrink-0 text-court-700" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
          <span>{device}</span>
          {session.current ? <Badge tone="green">{t("member.thisDevice")}</Badge> : null}
        </p>
        <p className="text-sm text-slate-700">{lastUsed}</p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          disabled={ending}
          aria-label={t("member.endSessionOf", { device, lastUsed })}
          onClick={onEnd}
        >
          <X aria-hidden="true" className="size-5" />
          {t("member.endSession")}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the member is signed in: each browser with its device and last day of use, this one
 * marked; End on any other (a lost phone), and Sign out for this one.
 */
export function MySessions() {
  const t = useT();
  const sessions = useSessions();
  useRecheckMemberOn(sessions.error);
  const signOut = useSignOut();
  const end = useActionMutation({
    mutationFn: endSession,
    invalidates: () => [memberKeys.sessions()],
    success: { title: t("member.sessionEnded") },
    failure: { title: t("member.endSessionFailed"), serverFirst: true },
  });

  let body;
  if (sessions.isPending) body = <Spinner label={t("member.sessionsLoading")} />;
  else if (sessions.isError) body = <LoadError onRetry={() => void sessions.refetch()} />;
  else
    body = (
      <Card className="overflow-hidden">
        <ul aria-label={t("member.sessions")} className="divide-y divide-slate-100">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={end.isPending && end.variables === session.id}
              onEnd={() => end.mutate(session.id)}
            />
          ))}
        </ul>
      </Card>
    );

  return (
    <section aria-labelledby="me-sessions" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="me-sessions" className="text-2xl font-extrabold text-court-900">
            {t("member.sessions")}
          </h2>
          <p className="text-base text-slate-700">{t("member.sessionsHint")}</p>
        </div>
        <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden="true" className="size-5" />
          {t("member.signOut")}
        </Button>
      </div>
      {body}
    </section>
  );
}
