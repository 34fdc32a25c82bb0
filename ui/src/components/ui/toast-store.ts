/**
 * The toast queue: at most one toast at a time (a new one replaces it); a
 * dismissed toast stays mounted for 1,000,000 ms so its closing animation never
 * cuts off, then it is removed.
 */

/** How many toasts show at once. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast is kept before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Default for normal news, destructive for failures. */
export type ToastVariant = "default" | "destructive";

/** What a screen asks to show. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

/** A toast in the queue. */
export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastEntry[]) => void;

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]) {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all when no id is given. */
export function dismissToast(id?: string) {
  publish(
    toasts.map((entry) => {
      if (id === undefined || entry.id === id) {
        scheduleRemoval(entry.id);
        return { ...entry, open: false };
      }
      return entry;
    }),
  );
}

/** Shows a toast, pushing out the oldest beyond the limit. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Current queue, for `useSyncExternalStore`. */
export function getToasts(): ToastEntry[] {
  return toasts;
}

/** Subscribes to queue changes; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
