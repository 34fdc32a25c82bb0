import CalendarPlus from "lucide-react/icons/calendar-plus";
import { buttonClasses } from "@/components/ui/button";
import { DialogButton, onDemand } from "@/components/ui/dialog-on-demand";
import { useT } from "@/lib/i18n";
import type { CalendarFeed } from "./calendar-dialog";

const calendarDialog = onDemand<CalendarFeed>(() =>
  import("./calendar-dialog").then((m) => m.CalendarDialog),
);

/**
 * "Add to calendar": a button opening the ways to follow a feed's matches in a calendar app
 * (`CalendarDialog`, fetched on the first press).
 */
export function AddToCalendar({ path, what }: CalendarFeed) {
  const t = useT();
  return (
    <DialogButton dialog={calendarDialog} props={{ path, what }} className={buttonClasses("secondary", "md")}>
      <CalendarPlus aria-hidden="true" className="size-5" />
      {t("feeds.add")}
    </DialogButton>
  );
}
