import { lazy, Suspense, useEffect, useState } from "react";
import { getToasts, subscribeToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * How long after start-up the toast code is fetched when no toast asked for it
 * first: late enough to stay off the first paint's network and main thread.
 */
export const TOASTER_PRELOAD_DELAY_MS = 2000;

/**
 * The toast region, loaded out of the first download: its code (Radix Toast and
 * its layers) arrives with the first toast, or a moment after start-up. A toast
 * raised before then waits in the store and shows as soon as the code is in.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(() => getToasts().some((entry) => entry.open));
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = subscribeToasts(want);
    const timer = setTimeout(want, TOASTER_PRELOAD_DELAY_MS);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
