import { describe, expect, it, vi } from "vitest";
import source from "./service-worker.js?raw";

type Listener = (event: FakeFetchEvent) => void;

interface FakeFetchEvent {
  request: { url: string; method: string; mode: string };
  respondWith: (answer: Promise<unknown>) => void;
}

/**
 * The worker's `fetch` listener, run outside a browser: the build's markers filled in as the
 * build does; `self`, `caches` and `fetch` stand in for the worker's own (offline, nothing kept).
 */
function fetchListener(): Listener {
  const listeners: Record<string, Listener> = {};
  const self = {
    location: { origin: "https://club.example" },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  };
  const cache = { match: vi.fn(async () => undefined), put: vi.fn(), delete: vi.fn() };
  const caches = { open: vi.fn(async () => cache), match: vi.fn(async () => undefined), keys: vi.fn() };
  const offline = vi.fn(async () => Promise.reject(new TypeError("offline")));
  const script = source.replace('"__VERSION__"', '"test"').replace("__PRECACHE__", '["/"]');
  new Function("self", "caches", "fetch", script)(self, caches, offline);
  const listener = listeners.fetch;
  if (!listener) throw new Error("the worker listens to no fetch");
  return listener;
}

/** Whether the worker answers a GET of `path` itself (from the network first, or its copy). */
function answered(path: string): boolean {
  // The answer of a worker with no network and nothing kept is a failure: left unread here.
  const respondWith = vi.fn((answer: Promise<unknown>) => void answer.catch(() => undefined));
  fetchListener()({
    request: { url: `https://club.example${path}`, method: "GET", mode: "cors" },
    respondWith,
  });
  return respondWith.mock.calls.length > 0;
}

describe("the service worker", () => {
  it("leaves a member's own calls to the network: never kept, never served from a copy", () => {
    for (const path of ["/api/me", "/api/me/sessions", "/api/me/matches"]) {
      expect(answered(path), path).toBe(false);
    }
  });

  it("still keeps the public reads, even those whose path starts like a member's", () => {
    expect(answered("/api/rankings")).toBe(true);
    expect(answered("/api/meetings")).toBe(true);
  });

  it("leaves the admin's calls alone, as before", () => {
    expect(answered("/api/admin/status")).toBe(false);
  });
});
