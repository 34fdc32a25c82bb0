/**
 * Web Push on this device (docs/api.md#notices): the server's public key and this browser's
 * subscription.
 */
import { api, apiRequest } from "@/lib/api";
import type { NewPushSubscription, PushPublicKey, PushSubscriptionView } from "@/lib/wire";

export type { PushPublicKey };

/** `POST /api/me/push-subscriptions`: where the push service reaches this browser, and its keys. */
export type PushSubscriptionBody = NewPushSubscription;

/** The server's public key, for `pushManager.subscribe`. */
export const getPushPublicKey = () => api.get<PushPublicKey>("/api/push/public-key");

/** Tells the server this browser's subscription; it ends with this browser's session. */
export const addPushSubscription = (subscription: PushSubscriptionBody) =>
  api.post<PushSubscriptionView>("/api/me/push-subscriptions", subscription);

/** Tells the server to send nothing more to this subscription. */
export const removePushSubscription = (endpoint: string) =>
  apiRequest<undefined>("DELETE", "/api/me/push-subscriptions", { endpoint });
