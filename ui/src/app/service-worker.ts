/**
 * Registers the service worker (src/sw/service-worker.js, served as /sw.js) once the page
 * has loaded and the browser is idle, so it never competes with the first paint or the
 * first download. When a new build's worker takes over a page that an older one
 * controlled, the page reloads once to run the new build's code; on the first visit
 * (no worker before) nothing reloads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  const start = () => {
    const hadWorker = container.controller !== null;
    let reloading = false;
    container.addEventListener("controllerchange", () => {
      if (!hadWorker || reloading) return;
      reloading = true;
      window.location.reload();
    });
    // A browser that refuses (private mode, storage off) keeps working without it.
    container.register("/sw.js").catch(() => undefined);
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(start, { timeout: 5_000 });
    else setTimeout(start, 1_000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
