import CalendarPlus from "lucide-react/icons/calendar-plus";
import { useState } from "react";
import { Button, type ButtonSize } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { ScheduleDialog, type SchedulableMatch } from "./schedule-dialog";

/** "Set day, hour and court" (or "Change ...", once set), opening the schedule dialog. */
export function ScheduleButton({
  match,
  description,
  label,
  size = "md",
}: {
  match: SchedulableMatch;
  description?: string;
  label?: string;
  size?: ButtonSize;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" className="size-5" />
        {label ?? (match.date ? t("timing.change") : t("timing.set"))}
      </Button>
      {open ? (
        <ScheduleDialog match={match} open={open} onOpenChange={setOpen} description={description} />
      ) : null}
    </>
  );
}
