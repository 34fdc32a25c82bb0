/*
 * The app's service worker (served as /sw.js; the build writes the list of files and the
 * version in place of the two markers below, see vite.config.ts). Plain script on purpose:
 * it runs outside the app.
 *
 * - The app shell (index.html, the hashed bundles of this build, and the manifest in each
 *   language) is stored at install, so the app opens with no network, as on a court with no
 *   signal.
 * - Public reads (GET /api/...) go to the network first; a good answer is kept, and when the
 *   network is gone the last one kept is served, marked with `X-Offline-Copy` (the time it
 *   was stored) so the page can say it shows the last data seen.
 * - An answer that carried a credential is never kept: the server marks every answer to a
 *   request with the admin's or the league's session cookie `Cache-Control: private,
 *   no-store` (a worker cannot read those HttpOnly cookies), and the admin's and the
 *   session's own calls are never kept anyway. The clubhouse PC is shared.
 * - A member's own calls (/api/me and below) go to the network only: the member cookie is
 *   read there alone, and what they answer is never stored, not even marked private.
 * - The live events stream and calendar feeds are left alone entirely.
 * - A new build installs a new worker, which takes over at once and deletes the old caches;
 *   the page reloads itself once when that happens (src/app/service-worker.ts).
 * - A Web Push message is a notice (`{id, kind, title, body, link}`): it is shown with the
 *   notice's id as its tag, and a tap opens its link, in a window of the app already open if
 *   there is one. The ids shown are remembered for a week (a small JSON in the `push-shown`
 *   cache), so a notice the server sends twice (after a crash) is not shown twice, even when
 *   the first was dismissed. A repeated message shows nothing: the browser asks every push to
 *   show a notification (`userVisibleOnly`), and Chromium tolerates a few that do not, after
 *   which it shows its own "updated in the background" line. A repeat is rare, so it costs at
 *   most that line, never the same notice twice.
 */
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const SHELL = `shell-${VERSION}`;
const DATA = "data-v1";
/** Where the ids of the notices shown are kept; it outlives the builds, as the data does. */
const SHOWN = "push-shown";
const SHOWN_ENTRY = "/push-shown.json";
/** How long a notice shown is remembered. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The notifications' picture: the app's icon. */
const ICON = "/icons/icon-192.png";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name !== SHELL && name !== DATA && name !== SHOWN)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Requests the worker never answers or keeps: the stream, feeds, and everything private. */
function leftAlone(url) {
  return (
    url.pathname === "/api/events" ||
    url.pathname === "/api/me" ||
    url.pathname.startsWith("/api/me/") ||
    url.pathname.endsWith(".ics") ||
    url.pathname.startsWith("/api/admin") ||
    url.pathname.startsWith("/api/session") ||
    url.pathname.startsWith("/api/league/session")
  );
}

/** Whether an answer may be kept: a success that is neither private nor no-store. */
function keepable(response) {
  if (!response.ok || response.type !== "basic") return false;
  const control = (response.headers.get("Cache-Control") || "").toLowerCase();
  return !control.includes("private") && !control.includes("no-store");
}

/** The network's answer, kept for later when allowed; the last kept one when offline. */
async function networkFirst(request) {
  const cache = await caches.open(DATA);
  try {
    const response = await fetch(request);
    if (keepable(response)) {
      const headers = new Headers(response.headers);
      headers.set("X-Offline-Copy", new Date().toISOString());
      const copy = new Response(await response.clone().blob(), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
      await cache.put(request, copy);
    } else if (request.method === "GET") {
      // Never leave an older public copy where a private answer now stands.
      await cache.delete(request);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

/** The app's page: from the network, else the stored shell. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    // The shell's language does not matter: the page chooses its own before it paints.
    const shell = await caches.match("/", { cacheName: SHELL, ignoreVary: true });
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || leftAlone(url)) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith("/api/")) {
    event.respondWith(networkFirst(request));
  } else if (PRECACHE.includes(url.pathname + url.search)) {
    // The manifest is kept once per language, each under its own `?lang=` address.
    event.respondWith(
      caches.match(request, { cacheName: SHELL, ignoreVary: true }).then((kept) => kept || fetch(request)),
    );
  }
});

/**
 * A page of this site, from a notice's link: a path, read as the browser reads it; anything
 * that leads elsewhere (`https://…`, `//host`, `/\host`) is the member's page instead.
 */
function sitePath(link) {
  if (typeof link !== "string" || !link.startsWith("/")) return "/me";
  const base = "https://club.invalid";
  try {
    const url = new URL(link, base);
    return url.origin === base ? url.pathname + url.search + url.hash : "/me";
  } catch {
    return "/me";
  }
}

/**
 * The notice a push message carries (its text), or null when it is not one: `id` a positive
 * whole number and `title` some text; `body` may be empty, and the link is kept on this site.
 */
function parsePush(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== "object") return null;
  const { id, kind, title, body, link } = value;
  if (!Number.isSafeInteger(id) || id <= 0 || typeof title !== "string" || title.trim() === "") return null;
  return {
    id,
    kind: typeof kind === "string" ? kind : "",
    title,
    body: typeof body === "string" ? body : "",
    link: sitePath(link),
  };
}

/**
 * The memory of notices shown (`{id: when shown, in ms}`) at `now`: the entries older than a
 * week are dropped; `seen` says whether `id` is among the rest, and `shown` is the memory with
 * `id` added (when it was not seen), to keep once the notice is on screen.
 */
function rememberShown(memory, id, now) {
  const kept = {};
  for (const [key, when] of Object.entries(memory && typeof memory === "object" ? memory : {})) {
    if (typeof when === "number" && when <= now && now - when < WEEK_MS) kept[key] = when;
  }
  const seen = Object.hasOwn(kept, String(id));
  return { seen, kept, shown: seen ? kept : { ...kept, [String(id)]: now } };
}

/**
 * Which open window a tap on a notice uses, given the app's windows (`{url, focused,
 * visibilityState}`, as `clients.matchAll` lists them) and the notice's address: one already
 * on that address (only focused), else the focused or a visible one, else the first (focused
 * and taken there); null when none is open, and a new window opens.
 */
function clickTarget(windows, target) {
  if (windows.length === 0) return null;
  const there = windows.findIndex((window) => window.url === target);
  if (there >= 0) return { index: there, navigate: false };
  const focused = windows.findIndex((window) => window.focused);
  const visible = windows.findIndex((window) => window.visibilityState === "visible");
  const index = focused >= 0 ? focused : visible >= 0 ? visible : 0;
  return { index, navigate: true };
}

/** The memory of notices shown, as kept. */
async function readShown() {
  const kept = await caches.match(SHOWN_ENTRY, { cacheName: SHOWN });
  if (!kept) return {};
  try {
    return await kept.json();
  } catch {
    return {};
  }
}

async function writeShown(memory) {
  const cache = await caches.open(SHOWN);
  await cache.put(
    SHOWN_ENTRY,
    new Response(JSON.stringify(memory), { headers: { "Content-Type": "application/json" } }),
  );
}

/** Pushes are handled one after another, so two copies of a notice cannot both pass the memory. */
let pushes = Promise.resolve();

/** Shows the notice unless it was shown within the week, then remembers it. */
async function showNotice(notice) {
  const { seen, kept, shown } = rememberShown(await readShown(), notice.id, Date.now());
  if (seen) {
    await writeShown(kept);
    return;
  }
  await self.registration.showNotification(notice.title, {
    body: notice.body,
    tag: String(notice.id),
    icon: ICON,
    data: { id: notice.id, kind: notice.kind, link: notice.link },
  });
  await writeShown(shown);
}

self.addEventListener("push", (event) => {
  const notice = event.data ? parsePush(event.data.text()) : null;
  if (!notice) return;
  const handled = pushes.then(() => showNotice(notice));
  pushes = handled.catch(() => undefined);
  event.waitUntil(handled);
});

/** Opens the notice's page: in an open window of the app when there is one, else a new one. */
async function openNotice(link) {
  const target = new URL(sitePath(link), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window" });
  const choice = clickTarget(windows, target);
  if (!choice) {
    await self.clients.openWindow(target);
    return;
  }
  const client = await windows[choice.index].focus();
  if (choice.navigate) await client.navigate(target);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data;
  event.waitUntil(openNotice(data && data.link));
});
