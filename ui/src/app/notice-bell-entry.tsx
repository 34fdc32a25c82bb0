import { lazy, Suspense } from "react";
import { loadMemberTexts } from "@/lib/i18n";
import { useMe } from "@/shared/members/api/get-me";

/**
 * The bell and its dialog load only for a signed-in member, with their texts: a visitor's
 * first download skips them.
 */
const NoticeBell = lazy(() =>
  Promise.all([import("./notice-bell"), loadMemberTexts()]).then(([module]) => ({
    default: module.NoticeBell,
  })),
);

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
