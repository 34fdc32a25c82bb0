import { lazy, Suspense } from "react";
import { useMe } from "@/shared/members/api/get-me";

/** The bell and its dialog load only for a signed-in member: a visitor's first download skips them. */
const NoticeBell = lazy(() => import("./notice-bell").then((module) => ({ default: module.NoticeBell })));

/** The top bar's place for the member's notices: nothing for a visitor. */
export function NoticeBellEntry() {
  const me = useMe();
  if (me.data?.status !== "approved") return null;
  return (
    <Suspense fallback={null}>
      <NoticeBell />
    </Suspense>
  );
}
