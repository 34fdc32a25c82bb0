/**
 * Web Push on this device: whether the club's notices may reach its lock screen, and turning
 * that on and off (docs/api.md#notices). The browser asks the member's permission only when
 * they turn it on, never when a page loads. The service worker (src/sw/service-worker.js)
 * shows what arrives.
 *
 * The browser keeps one subscription per app, whoever is signed in, and the server ends a
 * subscription with the session that made it. So this device remembers which member turned it
 * on, and in which session the server was told: a subscription left by someone else (a shared
 * phone) reads as off, and is replaced when this member turns it on; one of this member from
 * an earlier session is told to the server again.
 */
import {
  addPushSubscription,
  getPushPublicKey,
  removePushSubscription,
  type PushSubscriptionBody,
} from "../api/push-subscriptions";

/** What the page says of this device. */
export type PushState = "unsupported" | "blocked" | "off" | "on";

/**
 * Why turning it on did not work, beside a refusal of the server (an `ApiError`): the browser
 * blocks notifications, the member closed the browser's question, the browser has no push
 * service to subscribe with, or something else failed.
 */
export type PushProblem = "blocked" | "dismissed" | "noService" | "failed";

/** A failure of the browser's side of turning push on. */
export class PushFailure extends Error {
  readonly problem: PushProblem;

  constructor(problem: PushProblem, cause?: unknown) {
    super(`push: ${problem}`, { cause });
    this.name = "PushFailure";
    this.problem = problem;
  }
}

/** Where this device notes who turned push on, and in which session the server was told. */
const MARK_KEY = "tournament-hub:push";

/** How long the service worker may take to become active before turning it on fails. */
const WORKER_WAIT_MS = 10_000;

/** Who turned push on here: the member, and the session that told the server (null: unknown). */
interface PushMark {
  player: number;
  session: number | null;
}

function readMark(): PushMark | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(MARK_KEY) ?? "null");
    if (kept === null || typeof kept !== "object") return null;
    const { player, session } = kept as Record<string, unknown>;
    if (typeof player !== "number") return null;
    return { player, session: typeof session === "number" ? session : null };
  } catch {
    return null;
  }
}

function writeMark(mark: PushMark | null): void {
  try {
    if (mark === null) localStorage.removeItem(MARK_KEY);
    else localStorage.setItem(MARK_KEY, JSON.stringify(mark));
  } catch {
    // Storage off: the subscription still works; the page will read it as off next time.
  }
}

/** Whether this browser can receive Web Push here (an iPhone only in the installed app). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** This browser's push subscription, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The state of this device for the member. */
export async function readPushState(playerId: number): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  if (Notification.permission !== "granted") return "off";
  const subscription = await currentSubscription();
  return subscription && readMark()?.player === playerId ? "on" : "off";
}

/** The bytes of a base64url key. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** What the server is told of a subscription. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushFailure("failed");
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The browser's reason for refusing a subscription, in the page's terms. */
export function subscribeProblem(error: unknown): PushProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  // Chromium: "Registration failed - push service not available" (or "- push service error").
  if (name === "AbortError") return "noService";
  if (name === "NotAllowedError") return "blocked";
  return "failed";
}

/** The app's service worker once active; registered here when the page has not done it yet. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker;
  try {
    if (!(await container.getRegistration())) await container.register("/sw.js");
  } catch (error) {
    throw new PushFailure("failed", error);
  }
  let timer = 0;
  const late = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new PushFailure("failed")), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([container.ready, late]);
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * Turns push on for the member on this device: asks the browser's permission, subscribes with
 * the server's key, and tells the server. Throws `PushFailure` for the browser's side, and the
 * server's `ApiError`; nothing stays subscribed when it fails.
 */
export async function turnPushOn(playerId: number, session: number | null): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushFailure("blocked");
  if (permission !== "granted") throw new PushFailure("dismissed");
  const { publicKey } = await getPushPublicKey();
  const registration = await activeWorker();
  // Whatever this browser held is someone else's, or stale: it makes way for a new one.
  const old = await registration.pushManager.getSubscription();
  if (old) await old.unsubscribe().catch(() => false);
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch (error) {
    throw new PushFailure(subscribeProblem(error), error);
  }
  try {
    await addPushSubscription(subscriptionBody(subscription));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  writeMark({ player: playerId, session });
}

/**
 * Turns push off on this device: the server forgets the subscription and the browser drops it.
 * Once the browser has dropped it nothing can arrive, so a server that could not be told is
 * not an error: the push service refuses the next message, and the server then forgets it.
 */
export async function turnPushOff(): Promise<void> {
  writeMark(null);
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/**
 * Tells the server again of a subscription this member turned on here, once per session: a
 * subscription ends with the session that made it, so after signing in again the server must
 * hear of it anew. Quiet: the page still shows what the browser holds.
 */
export async function renewPush(playerId: number, session: number): Promise<void> {
  const mark = readMark();
  if (mark?.session === session || (await readPushState(playerId)) !== "on") return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await addPushSubscription(subscriptionBody(subscription));
  writeMark({ player: playerId, session });
}

/** On signing out: the session's subscription ended on the server; the browser drops it too. */
export async function forgetPushHere(): Promise<void> {
  if (!pushSupported()) return;
  writeMark(null);
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
