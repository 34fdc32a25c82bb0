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
 */
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const SHELL = `shell-${VERSION}`;
const DATA = "data-v1";

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
          names.filter((name) => name !== SHELL && name !== DATA).map((name) => caches.delete(name)),
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
