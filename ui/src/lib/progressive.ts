import { startTransition, useEffect, useState } from "react";

/**
 * How many items of a long list to render: `first` at once, then `step` more per task
 * until all are in. A large club's lists (200 tournaments, 1,000 ranked players) took
 * one task of over a second on a mid-range phone to render at once, and the page did
 * not answer a tap meanwhile; in small steps it answers at once, and the first screen
 * shows as soon as it did before. Pages read their queries deferred for the same reason
 * (see src/lib/query-client.ts).
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    // Each step renders in slices that give way to a tap (a transition), not in one task.
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
