import { useFormat, useT } from "@/lib/i18n";
import type { Timing } from "@/lib/wire";
import { TimingBadge, useWhenText } from "./timing-badge";

/** What a match's timing lines read: a tournament match as the member's page or a match list has it. */
export interface TimedMatch {
  timing?: Timing | null;
  deadline: string;
  rescheduleUntil: string;
  date?: string | null;
  time?: string | null;
  cancha?: number | null;
}

/**
 * An unplayed match's timing: where it stands (on time, late, overdue), the day to play it by
 * and the last day it may move to, then the day, hour and court set, or that none is yet.
 */
export function MatchTiming({ match }: { match: TimedMatch }) {
  const t = useT();
  const format = useFormat();
  const when = useWhenText()(match);
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-slate-700">
        <TimingBadge timing={match.timing} />
        <span>
          {t("timing.deadline", { date: format.date(match.deadline) })} ·{" "}
          {t("timing.until", { date: format.date(match.rescheduleUntil) })}
        </span>
      </p>
      <p className={when ? "text-base font-bold text-court-900" : "text-base text-slate-600"}>
        {when ?? t("timing.notSet")}
      </p>
    </>
  );
}
