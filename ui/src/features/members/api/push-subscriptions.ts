/**
 * Web Push on this device (docs/api.md#notices): the server's public key and this browser's
 * subscription. The wire shapes are written out here until ui/openapi.json describes these
 * calls; then they come from `@/lib/wire` like the others.
 */
import { api, apiRequest } from "@/lib/api";

/** `GET /api/push/public-key`: the server's VAPID key, an uncompressed P-256 point in base64url. */
export interface PushPublicKey {
  publicKey: string;
}

/** `POST /api/me/push-subscriptions`: where the push service reaches this browser, and its keys. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The server's public key, for `pushManager.subscribe`. */
export const getPushPublicKey = () => api.get<PushPublicKey>("/api/push/public-key");

/** Tells the server this browser's subscription; it ends with this browser's session. */
export const addPushSubscription = (subscription: PushSubscriptionBody) =>
  api.post<unknown>("/api/me/push-subscriptions", subscription);

/** Tells the server to send nothing more to this subscription. */
export const removePushSubscription = (endpoint: string) =>
  apiRequest<undefined>("DELETE", "/api/me/push-subscriptions", { endpoint });
