import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { LiveStatus } from "./connection";

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

/**
 * Keeps what every page shows up to date: each change the server announces refetches
 * exactly the queries it touches, in place (react-query keeps the old data on screen while
 * it refetches, so nothing flickers and the scroll stays). The line's code (`live-line.ts`)
 * loads once the page has rendered, outside the visitor's first download.
 */
export function useLiveUpdates(url = "/api/events") {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return undefined;
    let ended = false;
    let end: (() => void) | undefined;
    void import("./live-line").then(({ startLive }) => {
      if (!ended) end = startLive(url, queryClient, setStatus);
    });
    return () => {
      ended = true;
      end?.();
    };
  }, [queryClient, url]);
}
