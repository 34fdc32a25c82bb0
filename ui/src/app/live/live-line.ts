import type { QueryClient } from "@tanstack/react-query";
import type { LiveChange } from "@/lib/wire";
import { keysForChange } from "./changes";
import { shareLive, type LiveMessage, type LiveStatus } from "./connection";

/**
 * The live line itself: the stream (shared between tabs) and what each message refetches. It
 * loads once the page has rendered (`useLiveUpdates`), outside the first download: a page shows
 * its data before it needs to hear of changes to it.
 */

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

/** Opens the live line at `url` for `queryClient`, telling `status` how it is; returns its end. */
export function startLive(url: string, queryClient: QueryClient, status: (next: LiveStatus) => void) {
  const seen: { build?: string } = {};
  return shareLive(url, {
    message: (message) => applyLiveMessage(message, queryClient, seen, () => window.location.reload()),
    status,
  });
}
