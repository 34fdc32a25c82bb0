import Smartphone from "lucide-react/icons/smartphone";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useT, type MessageKey, type Translate } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import { memberKeys } from "@/shared/members/api/keys";
import { getSessionsOptions } from "../api/get-sessions";
import {
  PushFailure,
  pushSupported,
  readPushState,
  renewPush,
  turnPushOff,
  turnPushOn,
  type PushState,
} from "../model/push";

/** What the page says of each state of this device. */
const STATE_WORDS: Record<PushState, MessageKey> = {
  on: "notices.deviceOn",
  off: "notices.deviceOff",
  blocked: "notices.deviceBlocked",
  unsupported: "notices.deviceUnsupported",
};

/** Why turning it on failed, in the member's words; nothing when the state says it already. */
function problemText(error: unknown, t: Translate): string | null {
  if (error instanceof PushFailure) {
    if (error.problem === "noService") return t("notices.deviceNoService");
    if (error.problem === "failed") return t("notices.deviceFailed");
    // Blocked: the state says so. Dismissed: the member chose not to, for now.
    return null;
  }
  return errorText(error, t, t("notices.deviceFailed"));
}

/**
 * "Notifications on this device": the member turns Web Push on or off for this browser. The
 * browser's permission is asked only when they turn it on. The page says whether it is on, off,
 * blocked by the browser or not supported, and plainly why turning it on failed (a browser
 * with no push service); the list in the bell works either way. `onState` hears each state
 * as it becomes known (null until then), for the switches that depend on it.
 */
export function PushDevice({
  playerId,
  onState,
}: {
  playerId: number;
  onState?: (state: PushState | null) => void;
}) {
  const t = useT();
  const id = useId();
  // This browser's session (the page lists the sessions anyway): a subscription belongs to it.
  const sessions = useQuery({ ...getSessionsOptions(), enabled: pushSupported() });
  const session = sessions.data?.find((entry) => entry.current)?.id ?? null;
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    let live = true;
    readPushState(playerId).then(
      (found) => live && setState(found),
      () => live && setState("off"),
    );
    return () => {
      live = false;
    };
  }, [playerId]);

  useEffect(() => onState?.(state), [state, onState]);

  useEffect(() => {
    if (state === "on" && session !== null) void renewPush(playerId, session).catch(() => undefined);
  }, [state, playerId, session]);

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (on) await turnPushOn(playerId, session);
      else await turnPushOff();
      setState(on ? "on" : "off");
      // Turned on again, this device is no longer among those that stopped receiving notices.
      if (on) void queryClient.invalidateQueries({ queryKey: memberKeys.me() });
    } catch (error) {
      setState(await readPushState(playerId).catch(() => "off" as const));
      setProblem(problemText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const usable = state === "on" || state === "off";
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="flex items-center gap-2 text-base font-bold text-slate-900">
          <Smartphone aria-hidden="true" className="size-5 shrink-0 text-court-700" />
          {t("notices.device")}
        </label>
        {/* Above the list's phone column, which it rules for this device. */}
        <span className="flex w-20 shrink-0 justify-center">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={state === "on"}
            disabled={busy || !usable}
            aria-describedby={`${id}-state`}
            onChange={(event) => void change(event.target.checked)}
            className="size-6 accent-court-700"
          />
        </span>
      </div>
      <p id={`${id}-state`} role="status" className="text-sm text-slate-700">
        {state === null ? t("app.loading") : t(STATE_WORDS[state])}
      </p>
      {problem ? (
        <p role="alert" className="rounded-xl bg-clay-50 p-3 text-sm font-medium text-clay-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
