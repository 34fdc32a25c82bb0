import BellRing from "lucide-react/icons/bell-ring";
import { lazy, Suspense, useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import type { MessageKey } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { KindChannels, StoppedDevice } from "@/lib/wire";
import { noticeKeys } from "@/shared/notices/api/keys";
import { setNoticePreferences, useNoticePreferences } from "@/shared/notices/api/preferences";
import type { PushState } from "../model/push";
import { StoppedDevices } from "./stopped-devices";

/** This device's push switch, loaded with its code only here, on the member's page. */
const PushDevice = lazy(() => import("./push-device").then((module) => ({ default: module.PushDevice })));

/** The words of each member kind (docs/api.md#notices). */
const KIND_WORDS: Record<string, MessageKey> = {
  draw_published: "notices.kind.drawPublished",
  your_week: "notices.kind.yourWeek",
  result_reported: "notices.kind.resultReported",
  challenged: "notices.kind.challenged",
  match_scheduled: "notices.kind.matchScheduled",
  deadline_tomorrow: "notices.kind.deadlineTomorrow",
  signup_approved: "notices.kind.signupApproved",
  result_settled: "notices.kind.resultSettled",
  result_cleared: "notices.kind.resultCleared",
  walkover_recorded: "notices.kind.walkoverRecorded",
  extension_granted: "notices.kind.extensionGranted",
  qualified: "notices.kind.qualified",
  qualification_changed: "notices.kind.qualificationChanged",
  result_confirmed: "notices.kind.resultConfirmed",
};

/** One switch: a checkbox named for its kind and channel. */
function Switch({
  label,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  describedBy?: string;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      aria-describedby={describedBy}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="size-6 accent-court-700 disabled:cursor-not-allowed disabled:opacity-40"
    />
  );
}

/**
 * The member's choice, per kind of notice, of what reaches them by email and on the phone
 * besides the app's list (docs/api.md#notices), and whether this device receives them at all.
 * Each switch saves at once; the phone switches stay greyed out, saying why, until
 * notifications are on for this device. Above them, the member's devices that stopped
 * receiving notices (`stopped`, from `/api/me`), if any.
 */
export function NoticeSwitches({ playerId, stopped = [] }: { playerId: number; stopped?: StoppedDevice[] }) {
  const t = useT();
  const reasonId = useId();
  const choices = useNoticePreferences();
  // This device's push, as its switch above the list reads it: null until known.
  const [device, setDevice] = useState<PushState | null>(null);
  const pushOff = device !== "on";
  // Why they are greyed out, once this device's state is known.
  const reason = pushOff && device !== null ? reasonId : undefined;
  const save = useActionMutation({
    mutationFn: (kind: KindChannels) => setNoticePreferences([kind]),
    invalidates: () => [noticeKeys.preferences()],
    success: { title: t("notices.saved") },
    failure: { title: t("notices.saveFailed"), serverFirst: true },
  });
  let body;
  if (choices.isPending) body = <Spinner label={t("notices.switchesLoading")} />;
  else if (choices.isError) body = <LoadError onRetry={() => void choices.refetch()} />;
  else
    body = (
      <table className="w-full text-left">
        <thead>
          <tr className="text-sm text-slate-700">
            <th scope="col" className="py-2 font-bold">
              <span className="sr-only">{t("notices.title")}</span>
            </th>
            <th scope="col" className="w-20 py-2 text-center font-bold">
              {t("notices.email")}
            </th>
            <th scope="col" className="w-20 py-2 text-center font-bold">
              {t("notices.push")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {choices.data.kinds.map((choice) => {
            const words = KIND_WORDS[choice.kind];
            // A kind newer than this page is named by its key until the page knows it.
            const kind = words ? t(words) : choice.kind;
            return (
              <tr key={choice.kind}>
                <th scope="row" className="py-3 pr-2 text-base font-semibold text-slate-900">
                  {kind}
                </th>
                <td className="py-3 text-center">
                  <Switch
                    label={t("notices.kindEmail", { kind })}
                    checked={choice.email}
                    disabled={save.isPending}
                    onChange={(email) => save.mutate({ ...choice, email })}
                  />
                </td>
                <td className="py-3 text-center">
                  <Switch
                    label={t("notices.kindPush", { kind })}
                    checked={choice.push}
                    disabled={save.isPending || pushOff}
                    describedBy={reason}
                    onChange={(push) => save.mutate({ ...choice, push })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  return (
    <section aria-labelledby="notice-switches" className="grid gap-3">
      <div>
        <h2 id="notice-switches" className="flex items-center gap-2 text-2xl font-extrabold text-court-900">
          <BellRing aria-hidden="true" className="size-6" />
          {t("notices.switches")}
        </h2>
        <p className="text-base text-slate-700">{t("notices.switchesHint")}</p>
      </div>
      <StoppedDevices devices={stopped} />
      <Card className="px-4 py-2">
        <Suspense fallback={null}>
          <PushDevice playerId={playerId} onState={setDevice} />
        </Suspense>
        {reason ? (
          <p id={reason} className="pt-3 text-sm text-slate-700">
            {t("notices.pushNeedsDevice")}
          </p>
        ) : null}
        {body}
      </Card>
    </section>
  );
}
