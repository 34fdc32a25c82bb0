import { useSyncExternalStore } from "react";

/**
 * Whether what the page shows came from the service worker's offline copies
 * (src/sw/service-worker.js marks such an answer with `X-Offline-Copy`, the time it was
 * stored): the oldest such time since the network was last reached, or null while the
 * answers are live.
 */
let lastSeen: string | null = null;
const watchers = new Set<() => void>();

function set(next: string | null) {
  if (next === lastSeen) return;
  lastSeen = next;
  for (const watcher of watchers) watcher();
}

/** Notes where an answer came from, by its headers. */
export function noteAnswer(headers: Headers): void {
  const stored = headers.get("X-Offline-Copy");
  if (stored === null) {
    set(null);
  } else if (lastSeen === null || stored < lastSeen) {
    set(stored);
  }
}

/** When the oldest offline copy on screen was stored (ISO time), or null when all is live. */
export function useOfflineSince(): string | null {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => lastSeen,
    () => lastSeen,
  );
}
