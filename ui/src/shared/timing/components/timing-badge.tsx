import AlarmClock from "lucide-react/icons/alarm-clock";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { useFormat, useT } from "@/lib/i18n";
import type { Timing } from "@/lib/wire";

const TONES: Record<Timing, BadgeTone> = {
  upcoming: "gray",
  this_week: "blue",
  late: "amber",
  overdue: "red",
};

const LABELS = {
  upcoming: "timing.upcoming",
  this_week: "timing.thisWeek",
  late: "timing.late",
  overdue: "timing.overdue",
} as const;

const ICONS = { upcoming: CalendarClock, this_week: CalendarCheck, late: AlarmClock, overdue: TriangleAlert };

/** Where a match stands against its week, as a badge: late in amber, overdue in red. */
export function TimingBadge({ timing }: { timing: Timing | null | undefined }) {
  const t = useT();
  if (!timing) return null;
  const Icon = ICONS[timing];
  return (
    <Badge tone={TONES[timing]} data-timing={timing}>
      <Icon aria-hidden="true" className="mr-1 size-3.5" />
      {t(LABELS[timing])}
    </Badge>
  );
}

/** The day, hour and court a match is set for ("28/11/2026 · 18:00 · Cancha 3"), or null. */
export function useWhenText() {
  const t = useT();
  const format = useFormat();
  return (match: { date?: string | null; time?: string | null; cancha?: number | null }): string | null => {
    if (!match.date) return null;
    const parts = [format.date(match.date)];
    if (match.time) parts.push(format.time(match.time));
    if (match.cancha) parts.push(t("timing.court", { n: match.cancha }));
    return parts.join(" · ");
  };
}
