import { ClubLogoMark } from "@/components/club-logo";
import { clubToday, formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import { PRINT_SHEET } from "../../model/print-sheet";

/**
 * The head of a printed page: the club's mark and name, the tournament, what the page shows
 * and the day it was printed, so an old sheet on the notice board says it is old.
 */
export function PrintMasthead({ tournament, what }: { tournament: string; what: string }) {
  const t = useT();
  return (
    <header
      className="flex items-center gap-3 border-b-2 border-black pb-2"
      style={{ height: PRINT_SHEET.mastheadHeight - 8, marginBottom: 8 }}
    >
      <ClubLogoMark className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold uppercase tracking-wider">{t("app.name")}</p>
        <p className="truncate text-xl font-black">
          {tournament} · {what}
        </p>
      </div>
      <p className="shrink-0 text-xs">{t("print.printedOn", { date: formatDate(clubToday()) })}</p>
    </header>
  );
}
