import { lazy, Suspense } from "react";
import { useLiveStatus, useLiveUpdates } from "./live/use-live-updates";

const DisplayPage = lazy(() =>
  import("@/features/display/components/display-page").then((m) => ({ default: m.DisplayPage })),
);

/**
 * The clubhouse display (`/display`), outside the page frame: no top bar, no footer. It
 * listens to the live stream like every other page, and shows whether the line is up.
 */
export function DisplayRoute() {
  useLiveUpdates();
  const status = useLiveStatus();
  return (
    <Suspense fallback={null}>
      <DisplayPage live={status === "live"} />
    </Suspense>
  );
}
