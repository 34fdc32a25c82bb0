import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { LiveChange } from "@/lib/wire";
import { keysForChange } from "./changes";
import { shareLive, type LiveMessage, type LiveStatus } from "./connection";

/** The live line's status, for the dot in the top bar. */
let status: LiveStatus = "connecting";
const watchers = new Set<() => void>();
function setStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  for (const watcher of watchers) watcher();
}

/** Whether the live line is up: "live", or "connecting"/"reconnecting". */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => status,
    () => status,
  );
}

const RELOADED = "tournament-hub-reloaded-for";

/** What the page does with one message of the stream. */
export function applyLiveMessage(
  message: LiveMessage,
  queryClient: QueryClient,
  seen: { build?: string },
  reload: () => void,
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
) {
  if (message.event === "hello") {
    const { build } = JSON.parse(message.data) as { build: string };
    if (seen.build === undefined) {
      seen.build = build;
    } else if (build !== seen.build && storage.getItem(RELOADED) !== build) {
      // The server was upgraded: this page's code is old. Reload once per new build.
      storage.setItem(RELOADED, build);
      reload();
    }
    return;
  }
  if (message.event === "resync") {
    void queryClient.invalidateQueries();
    return;
  }
  const change = JSON.parse(message.data) as LiveChange;
  for (const queryKey of keysForChange(change)) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Keeps what every page shows up to date: each change the server announces refetches
 * exactly the queries it touches, in place (react-query keeps the old data on screen while
 * it refetches, so nothing flickers and the scroll stays).
 */
export function useLiveUpdates(url = "/api/events") {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return undefined;
    const seen: { build?: string } = {};
    return shareLive(url, {
      message: (message) => applyLiveMessage(message, queryClient, seen, () => window.location.reload()),
      status: setStatus,
    });
  }, [queryClient, url]);
}
