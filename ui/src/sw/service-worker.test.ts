import { afterEach, describe, expect, it, vi } from "vitest";
import source from "./service-worker.js?raw";

type Listener = (event: never) => void;

interface Notice {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
}

interface AppWindow {
  url: string;
  focused: boolean;
  visibilityState: string;
}

/** The worker's pure parts, as the script defines them. */
interface Pure {
  parsePush: (text: string) => Notice | null;
  rememberShown: (
    memory: unknown,
    id: number,
    now: number,
  ) => { seen: boolean; kept: Record<string, number>; shown: Record<string, number> };
  clickTarget: (windows: AppWindow[], target: string) => { index: number; navigate: boolean } | null;
}

const ORIGIN = "https://club.example";
const DAY = 24 * 60 * 60 * 1000;

/** A `CacheStorage` in memory: each cache a map from address to answer. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: string | { url: string }) =>
    new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: string | { url: string }) => store.get(key(request))?.clone(),
      put: vi.fn(async (request: string | { url: string }, answer: Response) => {
        store.set(key(request), answer);
      }),
      delete: vi.fn(async (request: string | { url: string }) => store.delete(key(request))),
      addAll: async () => undefined,
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string | { url: string }, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const found = stores.get(name)?.get(key(request));
        if (found) return found.clone();
      }
      return undefined;
    },
  };
}

/**
 * Runs the worker's script outside a browser, the build's markers filled in as the build does;
 * `self`, `caches` and `fetch` stand in for the worker's own. Answers its listeners, its pure
 * parts and the stand-ins.
 */
function loadWorker({
  network = (): Promise<Response> => Promise.reject(new TypeError("offline")),
  windows = [] as (AppWindow & {
    focus: () => Promise<unknown>;
    navigate: (url: string) => Promise<unknown>;
  })[],
} = {}) {
  const listeners: Record<string, Listener> = {};
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting: async () => undefined,
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      claim: async () => undefined,
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => opened.push(url)),
    },
  };
  const caches = memoryCaches();
  const fetchMock = vi.fn(network);
  const script = source.replace('"__VERSION__"', '"test"').replace("__PRECACHE__", '["/"]');
  const pure = new Function(
    "self",
    "caches",
    "fetch",
    `${script}\nreturn { parsePush, rememberShown, clickTarget };`,
  )(self, caches, fetchMock) as Pure;
  const listener = (type: string) => {
    const found = listeners[type];
    if (!found) throw new Error(`the worker listens to no ${type}`);
    return found as (event: unknown) => void;
  };
  return { listener, pure, self, caches, shown, opened, fetchMock };
}

/** Whether the worker answers a request itself (from the network first, or its copy). */
function answered(path: string, method = "GET"): boolean {
  // The answer of a worker with no network and nothing kept is a failure: left unread here.
  const respondWith = vi.fn((answer: Promise<unknown>) => void answer.catch(() => undefined));
  loadWorker().listener("fetch")({
    request: { url: `${ORIGIN}${path}`, method, mode: "cors" },
    respondWith,
  });
  return respondWith.mock.calls.length > 0;
}

/** Delivers one push message (its text) and waits until the worker is done with it. */
async function deliver(worker: ReturnType<typeof loadWorker>, text: string) {
  const pending: Promise<unknown>[] = [];
  worker.listener("push")({
    data: { text: () => text },
    waitUntil: (work: Promise<unknown>) => pending.push(work),
  });
  await Promise.all(pending);
}

const notice = (id: number, link = "/me") =>
  JSON.stringify({ id, kind: "result_reported", title: `Notice ${id}`, body: "Confirm?", link });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the service worker's cache", () => {
  it("leaves a member's own calls to the network: never kept, never served from a copy", () => {
    for (const path of [
      "/api/me",
      "/api/me/sessions",
      "/api/me/matches",
      "/api/me/notices",
      "/api/me/notices/live",
      "/api/me/push-subscriptions",
    ]) {
      expect(answered(path), path).toBe(false);
    }
  });

  it("still keeps the public reads, even those whose path starts like a member's", () => {
    expect(answered("/api/rankings")).toBe(true);
    expect(answered("/api/meetings")).toBe(true);
  });

  it("leaves the admin's calls, the sessions' and every write alone", () => {
    expect(answered("/api/admin/status")).toBe(false);
    expect(answered("/api/session")).toBe(false);
    expect(answered("/api/league/session")).toBe(false);
    expect(answered("/api/matches/result", "POST")).toBe(false);
  });

  it("never keeps an answer marked private or no-store, and drops the copy it held", async () => {
    let control = "public, max-age=60";
    const worker = loadWorker({
      network: async () =>
        new Response('{"email":"ana@example.com"}', { status: 200, headers: { "Cache-Control": control } }),
    });
    const get = async () => {
      let answer: Promise<unknown> = Promise.resolve();
      worker.listener("fetch")({
        request: new Request(`${ORIGIN}/api/players`),
        respondWith: (given: Promise<unknown>) => (answer = given),
      });
      await answer;
    };
    // jsdom's answers are of type "default"; a same-origin fetch's are "basic".
    vi.spyOn(Response.prototype, "type", "get").mockReturnValue("basic");
    await get();
    const data = worker.caches.stores.get("data-v1");
    expect(data?.size).toBe(1);
    for (const marked of ["private, no-store", "no-store", "private"]) {
      control = marked;
      await get();
      expect(data?.size, marked).toBe(0);
    }
  });

  it("keeps the memory of notices shown when a new build cleans the old caches", async () => {
    const worker = loadWorker();
    await deliver(worker, notice(1));
    await worker.caches.open("shell-old");
    const pending: Promise<unknown>[] = [];
    worker.listener("activate")({ waitUntil: (work: Promise<unknown>) => pending.push(work) });
    await Promise.all(pending);
    expect(await worker.caches.keys()).toEqual(["push-shown"]);
  });
});

describe("a push message", () => {
  const { parsePush } = loadWorker().pure;

  it("is read as a notice: id, kind, title, body and a link on this site", () => {
    expect(parsePush(notice(7, "/tournament/3?tab=bracket#m12"))).toEqual({
      id: 7,
      kind: "result_reported",
      title: "Notice 7",
      body: "Confirm?",
      link: "/tournament/3?tab=bracket#m12",
    });
    expect(parsePush(JSON.stringify({ id: 8, title: "Approved" }))).toEqual({
      id: 8,
      kind: "",
      title: "Approved",
      body: "",
      link: "/me",
    });
  });

  it("never leads elsewhere: a link off the site opens the member's page", () => {
    for (const link of [
      "https://evil.example/",
      "//evil.example/me",
      "/\\evil.example",
      "/\t/evil.example",
      "me",
      7,
    ]) {
      expect(parsePush(JSON.stringify({ id: 1, title: "t", link }))?.link, String(link)).toBe("/me");
    }
  });

  it("is no notice without a whole positive id and a title, or when it is not JSON", () => {
    for (const text of [
      "not json",
      "null",
      "[1]",
      JSON.stringify({ id: "7", title: "t" }),
      JSON.stringify({ id: 0, title: "t" }),
      JSON.stringify({ id: 1.5, title: "t" }),
      JSON.stringify({ id: 7, title: "  " }),
      JSON.stringify({ id: 7 }),
    ]) {
      expect(parsePush(text), text).toBeNull();
    }
  });
});

describe("the memory of notices shown", () => {
  const { rememberShown } = loadWorker().pure;
  const now = 100 * DAY;

  it("says a notice shown within the week was seen, and adds a new one", () => {
    const memory = { "7": now - 6 * DAY };
    expect(rememberShown(memory, 7, now)).toEqual({ seen: true, kept: memory, shown: memory });
    expect(rememberShown(memory, 8, now)).toEqual({
      seen: false,
      kept: memory,
      shown: { "7": now - 6 * DAY, "8": now },
    });
  });

  it("forgets what was shown a week ago or more, and anything it cannot read", () => {
    const memory = { "1": now - 7 * DAY, "2": now - 8 * DAY, "3": now - DAY, "4": "soon", "5": now + DAY };
    const { seen, kept } = rememberShown(memory, 1, now);
    expect(seen).toBe(false);
    expect(kept).toEqual({ "3": now - DAY });
    expect(rememberShown("garbage", 1, now).shown).toEqual({ "1": now });
  });
});

describe("the push handler", () => {
  it("shows the notice with its id as tag, its words, its link and the app's icon", async () => {
    const worker = loadWorker();
    await deliver(worker, notice(41, "/me"));
    expect(worker.shown).toEqual([
      {
        title: "Notice 41",
        options: {
          body: "Confirm?",
          tag: "41",
          icon: "/icons/icon-192.png",
          data: { id: 41, kind: "result_reported", link: "/me" },
        },
      },
    ]);
  });

  it("shows a notice sent twice once, even when both arrive together, and others still", async () => {
    const worker = loadWorker();
    await deliver(worker, notice(41));
    // The first one was dismissed: the worker's memory, not the screen, decides.
    await deliver(worker, notice(41));
    await Promise.all([deliver(worker, notice(42)), deliver(worker, notice(42))]);
    expect(worker.shown.map((shown) => shown.options.tag)).toEqual(["41", "42"]);
  });

  it("forgets a notice after a week, and keeps its memory pruned", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000 * DAY);
    const worker = loadWorker();
    await deliver(worker, notice(41));
    now.mockReturnValue(1_003 * DAY);
    await deliver(worker, notice(42));
    now.mockReturnValue(1_008 * DAY);
    await deliver(worker, notice(41));
    expect(worker.shown.map((shown) => shown.options.tag)).toEqual(["41", "42", "41"]);
    const kept = await worker.caches.match("/push-shown.json", { cacheName: "push-shown" });
    expect(await kept?.json()).toEqual({ "41": 1_008 * DAY, "42": 1_003 * DAY });
  });

  it("shows nothing for a message that is no notice", async () => {
    const worker = loadWorker();
    await deliver(worker, "hello");
    expect(worker.shown).toEqual([]);
  });
});

describe("a tap on a notice", () => {
  const { clickTarget } = loadWorker().pure;
  const target = `${ORIGIN}/me`;
  const window = (url: string, focused = false, visibilityState = "hidden") => ({
    url: `${ORIGIN}${url}`,
    focused,
    visibilityState,
  });

  it("opens a new window when none of the app is open", () => {
    expect(clickTarget([], target)).toBeNull();
  });

  it("only focuses a window already on the notice's page", () => {
    expect(clickTarget([window("/", true), window("/me")], target)).toEqual({ index: 1, navigate: false });
  });

  it("else takes the focused window there, then a visible one, then the first", () => {
    expect(clickTarget([window("/"), window("/rankings", true)], target)).toEqual({
      index: 1,
      navigate: true,
    });
    expect(clickTarget([window("/"), window("/rankings", false, "visible")], target)).toEqual({
      index: 1,
      navigate: true,
    });
    expect(clickTarget([window("/"), window("/rankings")], target)).toEqual({ index: 0, navigate: true });
  });

  async function click(worker: ReturnType<typeof loadWorker>, link: unknown) {
    const close = vi.fn();
    const pending: Promise<unknown>[] = [];
    worker.listener("notificationclick")({
      notification: { close, data: { link } },
      waitUntil: (work: Promise<unknown>) => pending.push(work),
    });
    await Promise.all(pending);
    return close;
  }

  it("closes the notice, focuses an open window and takes it to the link", async () => {
    const focus = vi.fn(async () => open);
    const navigate = vi.fn(async () => undefined);
    const open = { ...window("/rankings", false, "visible"), focus, navigate };
    const worker = loadWorker({ windows: [open] });
    const close = await click(worker, "/tournament/3");
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/tournament/3`);
    expect(worker.opened).toEqual([]);
  });

  it("opens the link in a new window when the app is not open, and never a page elsewhere", async () => {
    const worker = loadWorker();
    await click(worker, "/league");
    await click(worker, "https://evil.example/");
    expect(worker.opened).toEqual([`${ORIGIN}/league`, `${ORIGIN}/me`]);
  });
});
