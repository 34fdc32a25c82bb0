/**
 * One connection to `GET /api/events` per browser: the tab holding the Web Lock keeps the
 * EventSource and passes every message to the other tabs over a BroadcastChannel (a browser
 * opens at most 6 connections per host over HTTP/1.1, across all its tabs). When that tab
 * closes, its lock goes to another tab, which connects. An EventSource that gets any answer
 * but 200 (a proxy's 502 during a restart, a 503 at the connection cap) closes for good: a
 * new one is made after a growing pause, and it asks for what it missed with `?since=`.
 */

/** Whether the stream is up. */
export type LiveStatus = "connecting" | "live" | "reconnecting";

/** A message of the stream, as every tab hears it. */
export interface LiveMessage {
  event: "hello" | "change" | "resync";
  data: string;
}

/** What the connection reports to. */
export interface LiveListener {
  message: (message: LiveMessage) => void;
  status: (status: LiveStatus) => void;
}

/** The pause before the n-th reconnection in a row (1 s, 2 s, 4 s, 8 s, then 10 s). */
export function backoff(attempt: number): number {
  return Math.min(10_000, 1000 * 2 ** Math.max(0, attempt));
}

/** What `connect` needs from the browser; tests pass their own. */
export interface LiveEnvironment {
  createEventSource: (url: string) => EventSource;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

const browser: LiveEnvironment = {
  createEventSource: (url) => new EventSource(url),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
};

const EVENTS = ["hello", "change", "resync"] as const;

/** Keeps one EventSource open on `url`; returns the function that closes it for good. */
export function connect(url: string, listener: LiveListener, env: LiveEnvironment = browser): () => void {
  let source: EventSource | undefined;
  let timer: unknown;
  let attempts = 0;
  let lastId: string | undefined;
  let stopped = false;

  const open = () => {
    const since =
      lastId === undefined ? "" : `${url.includes("?") ? "&" : "?"}since=${encodeURIComponent(lastId)}`;
    const current = env.createEventSource(url + since);
    source = current;
    current.onopen = () => {
      attempts = 0;
      listener.status("live");
    };
    for (const event of EVENTS) {
      current.addEventListener(event, (e) => {
        const message = e as MessageEvent<string>;
        if (message.lastEventId) lastId = message.lastEventId;
        listener.message({ event, data: message.data });
      });
    }
    current.onerror = () => {
      listener.status("reconnecting");
      // CONNECTING: the browser retries by itself. CLOSED: it never will.
      if (current.readyState !== 2 || stopped) return;
      current.close();
      timer = env.setTimeout(open, backoff(attempts));
      attempts += 1;
    };
  };

  listener.status("connecting");
  open();
  return () => {
    stopped = true;
    env.clearTimeout(timer);
    source?.close();
  };
}

const CHANNEL = "tournament-hub-live";
const LOCK = "tournament-hub-live";

/**
 * Hears the stream in this tab, sharing one connection between the app's tabs where the
 * browser can (Web Locks and BroadcastChannel); else this tab connects on its own. Returns
 * the function that stops listening.
 */
export function shareLive(url: string, listener: LiveListener): () => void {
  if (typeof BroadcastChannel === "undefined" || !navigator.locks) {
    return connect(url, listener);
  }
  const channel = new BroadcastChannel(CHANNEL);
  let disconnect: (() => void) | undefined;
  let releaseLock: (() => void) | undefined;
  let stopped = false;
  let held: LiveStatus = "connecting";
  channel.onmessage = (e: MessageEvent<{ message?: LiveMessage; status?: LiveStatus; ask?: true }>) => {
    if (disconnect) {
      // The holder hears the stream itself, and tells a new tab how the line is.
      if (e.data.ask) channel.postMessage({ status: held });
      return;
    }
    if (e.data.message) listener.message(e.data.message);
    if (e.data.status) listener.status(e.data.status);
  };
  listener.status("connecting");
  channel.postMessage({ ask: true });
  void navigator.locks.request(LOCK, () => {
    if (stopped) return undefined;
    disconnect = connect(url, {
      message: (message) => {
        listener.message(message);
        channel.postMessage({ message });
      },
      status: (status) => {
        held = status;
        listener.status(status);
        channel.postMessage({ status });
      },
    });
    // Held until this tab stops listening (or closes): then another tab takes over.
    return new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
  });
  return () => {
    stopped = true;
    disconnect?.();
    releaseLock?.();
    channel.close();
  };
}
