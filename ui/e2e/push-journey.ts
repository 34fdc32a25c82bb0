/**
 * Notifications on a member's phone (docs/api.md#notices), in a real Chromium against the real
 * binary on an empty club. Headless Chromium has no push service, so:
 * - the member opens /me with notifications allowed through the browser context; the page asks
 *   the browser's permission only when the member turns push on, the subscription fails for
 *   want of a push service, and the page says so plainly; the bell's list still works, the
 *   kinds' phone switches stay greyed out, saying why, while this device receives no push, and
 *   a kind's email switch saves;
 * - the service worker's push handler is driven through the DevTools protocol
 *   (`ServiceWorker.deliverPushMessage`): the notification it shows carries the notice's id as
 *   its tag and its link, and a second delivery of the same id shows nothing, even after the
 *   first was closed. (A tap on a notification cannot be driven here: the worker's unit tests
 *   cover it.)
 * /me is photographed on a phone and a laptop in English and Spanish, checked with axe-core,
 * for its width and, in Spanish, for English: e2e/screenshots/push-*.png.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { VIEWPORTS } from "./browser";
import { see, seedDuel, shots, signInPage, snap, TIMEOUT } from "./member-club";
import { startServer } from "./server";

const [PHONE, DESKTOP] = VIEWPORTS;

const MEMBER = "Adriana Solano";
const OPPONENT = "Bruno Campos";
const OTHERS: [string, string] = ["Carla Méndez", "Daniel Rojas"];

/** The words the journey looks for, in each language. */
const WORDS = {
  en: {
    locale: "en-US",
    tap: "Sign in",
    nextMatches: "My next matches",
    device: "Notifications on this device",
    off: "Off for this device.",
    phoneOff: "To choose what reaches your phone, first turn on notifications on this device.",
    noService:
      "Could not subscribe: this browser has no push service. Your notices still arrive in the bell at the top.",
  },
  es: {
    locale: "es-CR",
    tap: "Entrar",
    nextMatches: "Mis próximos partidos",
    device: "Notificaciones en este dispositivo",
    off: "Desactivadas en este dispositivo.",
    phoneOff: "Para elegir qué le llega al teléfono, primero active las notificaciones en este dispositivo.",
    noService:
      "No se pudo suscribir: este navegador no tiene servicio de notificaciones push. Sus avisos siguen llegando a la campana de arriba.",
  },
};

type Language = keyof typeof WORDS;

/** A notification as `getNotifications()` lists it. */
interface Shown {
  tag: string;
  title: string;
  body: string;
  link: string | null;
}

/** The notifications the app's service worker shows now. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      tag: notification.tag,
      title: notification.title,
      body: notification.body,
      link: (notification.data as { link?: string } | null)?.link ?? null,
    }));
  });
}

/** Waits until the shown notifications pass `check`; fails with what was shown. */
async function waitForShown(page: Page, what: string, check: (shown: Shown[]) => boolean): Promise<Shown[]> {
  const deadline = Date.now() + TIMEOUT;
  let shown = await shownNotifications(page);
  while (!check(shown)) {
    if (Date.now() > deadline) throw new Error(`${what}; shown: ${JSON.stringify(shown)}`);
    await page.waitForTimeout(100);
    shown = await shownNotifications(page);
  }
  return shown;
}

/** How many times the page asked for the browser's permission to notify. */
function permissionAsks(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks);
}

/**
 * A member's phone in `language`, with notifications allowed for the site (the browser's
 * question answers yes), and counting the page's requests for that permission.
 */
async function memberPhone(browser: Browser, baseURL: string, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, baseURL, locale: WORDS[language].locale });
  await context.grantPermissions(["notifications"], { origin: new URL(baseURL).origin });
  await context.addInitScript(() => {
    const counted = window as unknown as { permissionAsks: number };
    counted.permissionAsks = 0;
    if (typeof Notification === "undefined") return;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      counted.permissionAsks += 1;
      return ask(...args);
    };
  });
  return context;
}

/** Photographs /me on the phone and on the laptop, then returns to the phone. */
async function snapBoth(page: Page, name: string, language: Language) {
  // From the top: a whole-page photograph of a scrolled page shows the sticky bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `push-${name}-${language}`, { spanish: language === "es" });
  await page.setViewportSize(DESKTOP);
  await snap(page, `push-${name}-${language}`, { spanish: language === "es" });
  await page.setViewportSize(PHONE);
}

/**
 * The member opens /me: nothing is asked on load; turning push on asks once, fails for want of
 * a push service, and says so.
 */
async function turnOnWithoutPushService(page: Page, language: Language) {
  const words = WORDS[language];
  await see(page, words.nextMatches);
  // The app registers its worker once the page is idle; it takes the page over at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: TIMEOUT,
  });
  const toggle = page.getByRole("switch", { name: words.device });
  await see(page, words.off);
  if (await toggle.isChecked()) throw new Error("push is on before the member turned it on");
  if ((await permissionAsks(page)) !== 0) throw new Error("the page asked to notify on load");
  await see(page, words.phoneOff);
  await snapBoth(page, "me-off", language);

  await toggle.click();
  await page.getByRole("alert").filter({ hasText: words.noService }).waitFor({ timeout: TIMEOUT });
  await see(page, words.off);
  if (await toggle.isChecked()) throw new Error("the switch says on after the subscription failed");
  const asks = await permissionAsks(page);
  if (asks !== 1) throw new Error(`turning push on asked the browser's permission ${asks} times`);
  await snapBoth(page, "me-no-service", language);
}

/**
 * The bell's list opens and shows the member's draw; with no push on this device a kind's phone
 * switch is greyed out, and its email switch saves and stays.
 */
async function inAppStillWorks(page: Page) {
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notices, \d+ unread$/ });
  await bell.click();
  const list = page.getByRole("dialog", { name: "Notices" });
  await see(list, "The draw of Copa de Socios is out");
  await page.keyboard.press("Escape");
  await list.waitFor({ state: "detached", timeout: TIMEOUT });

  const phoneSwitch = page.getByRole("checkbox", { name: "A result in my match on the phone" });
  await phoneSwitch.waitFor({ timeout: TIMEOUT });
  if (!(await phoneSwitch.isChecked())) throw new Error("a kind's phone switch starts off");
  if (await phoneSwitch.isEnabled()) throw new Error("a phone switch is open on a device with no push");
  const why = await phoneSwitch.getAttribute("aria-describedby");
  const reason = why ? await page.locator(`[id="${why}"]`).textContent() : null;
  if (reason !== WORDS.en.phoneOff) throw new Error(`the greyed-out phone switch says ${reason}`);

  const emailName = "A result in my match by email";
  const emailSwitch = page.getByRole("checkbox", { name: emailName });
  const wasOn = await emailSwitch.isChecked();
  await emailSwitch.click();
  await see(page, "Saved");
  await page.reload();
  await page.getByRole("checkbox", { name: emailName }).waitFor({ timeout: TIMEOUT });
  if ((await page.getByRole("checkbox", { name: emailName }).isChecked()) === wasOn) {
    throw new Error("a kind's email switch did not stay as the member left it");
  }
}

/** The app's worker registration, as the DevTools protocol names it. */
async function workerRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
    for (const registration of event.registrations)
      registrations.set(registration.registrationId, registration);
  });
  await cdp.send("ServiceWorker.enable");
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    const found = [...registrations].find(([, r]) => r.scopeURL === `${origin}/` && !r.isDeleted);
    if (found) return found[0];
    if (Date.now() > deadline) throw new Error(`no worker registration for ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Pushes reach the worker through the DevTools protocol: a notice is shown with its id as tag
 * and its link; the same id again shows nothing, even once the first was closed.
 */
async function pushedNotices(context: BrowserContext, page: Page, baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistration(cdp, origin);
  // A push reaches a worker that is activated; one still activating (its caches being made)
  // would drop it. The app's own switch waits the same way (`navigator.serviceWorker.ready`).
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker || worker.state === "activated") return;
    await new Promise<void>((resolve) => {
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated") resolve();
      });
    });
  });
  const push = (notice: object) =>
    cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(notice) });
  const result = {
    id: 9001,
    kind: "result_reported",
    title: "A result in your match",
    body: `${OPPONENT} recorded 6-4, 6-3. Confirm it or dispute it within 48 hours.`,
    link: "/me",
  };

  await push(result);
  const first = await waitForShown(page, "the pushed notice was not shown", (shown) => shown.length > 0);
  const expected: Shown = { tag: "9001", title: result.title, body: result.body, link: "/me" };
  if (JSON.stringify(first) !== JSON.stringify([expected])) {
    throw new Error(`shown ${JSON.stringify(first)}, not ${JSON.stringify([expected])}`);
  }

  // Dismissed, then sent again (as after a crash): nothing. A newer notice still shows, and as
  // the worker takes pushes in order, once it shows the repeat has been handled.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (const notification of await registration.getNotifications()) notification.close();
  });
  await waitForShown(page, "the closed notification stayed", (shown) => shown.length === 0);
  await push(result);
  await push({ ...result, id: 9002, link: "/tournament/1" });
  const after = await waitForShown(page, "the newer notice was not shown", (shown) => shown.length > 0);
  const tags = after.map((shown) => shown.tag);
  if (JSON.stringify(tags) !== JSON.stringify(["9002"])) {
    throw new Error(`after the repeat, shown tags ${JSON.stringify(tags)}, not ["9002"]`);
  }
  if (after[0]?.link !== "/tournament/1") throw new Error(`the newer notice links to ${after[0]?.link}`);
  await cdp.detach();
}

/** The whole journey, on its own server with an empty club. */
export async function pushJourney(browser: Browser) {
  const server = await startServer({ port: 18111, empty: true });
  const admin = await browser.newContext({ baseURL: server.baseUrl });
  const phones: BrowserContext[] = [];
  try {
    const { memberId } = await seedDuel(admin, server.adminPassword, {
      member: MEMBER,
      opponent: OPPONENT,
      others: OTHERS,
    });

    const english = await memberPhone(browser, server.baseUrl, "en");
    phones.push(english);
    const page = await english.newPage();
    await signInPage(admin, page, memberId, WORDS.en.tap);
    await turnOnWithoutPushService(page, "en");
    await inAppStillWorks(page);
    await pushedNotices(english, page, server.baseUrl);

    const spanish = await memberPhone(browser, server.baseUrl, "es");
    phones.push(spanish);
    const pagina = await spanish.newPage();
    await signInPage(admin, pagina, memberId, WORDS.es.tap);
    await turnOnWithoutPushService(pagina, "es");
  } catch (error) {
    for (const [index, context] of phones.entries()) {
      await context
        .pages()[0]
        ?.screenshot({ path: `${shots}push-failure-phone${index + 1}.png`, fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    for (const context of phones) await context.close();
    await admin.close();
    await server.stop();
  }
}
