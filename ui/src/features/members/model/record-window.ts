import { clubToday } from "@/lib/dates";
import type { Timing, TournamentStatus } from "@/lib/wire";
import { windowClosed } from "@/shared/timing/model/schedule-form";

/**
 * Whether a member may record the result of a match of theirs (docs/rules.md#results-by-the-players):
 * `open` while its tournament is being played and its days are not over; `over` once its days
 * are over (the club's date past its `rescheduleUntil`, or the server's timing `overdue`) or its
 * tournament has finished, when the club records it (the server refuses the member with 422
 * `match_window_over` or 409 `tournament_not_active`); `notYet` while its tournament has not
 * started.
 */
export type RecordWindow = "open" | "over" | "notYet";

/** Where a match stands for its member's result; `status` undefined while its tournament is not known. */
export function recordWindow(
  match: { rescheduleUntil: string; timing?: Timing | null },
  status: TournamentStatus | undefined,
  today: string = clubToday(),
): RecordWindow {
  if (status === "completed" || windowClosed(match, today)) return "over";
  if (status === "draft" || status === "coming_soon") return "notYet";
  return "open";
}
