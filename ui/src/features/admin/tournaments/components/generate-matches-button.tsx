import CalendarPlus from "lucide-react/icons/calendar-plus";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { Tournament } from "@/lib/wire";
import { useGenerateMatches } from "../api/generate-matches";

/**
 * Generate Matches for one tournament. A first schedule is built at once; one that exists is
 * replaced only after a confirmation, since every match is rebuilt. Once a result is recorded
 * the server refuses to rebuild (docs/rules.md#schedule-weeks), so the button is disabled and
 * says why instead of ending in a refusal.
 */
export function GenerateMatchesButton({
  tournament,
  className,
}: {
  tournament: Tournament;
  className?: string;
}) {
  const t = useT();
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const generate = useGenerateMatches();
  const locked = tournament.hasResults;
  const label = generate.isPending ? t("adminTournaments.generating") : t("adminTournaments.generate");
  return (
    <div className={cx("grid grid-cols-1 gap-1", className)}>
      <Button
        // Once a schedule exists, building it again is the rare case: the button steps back.
        variant={tournament.matchesGenerated ? "secondary" : "primary"}
        disabled={generate.isPending || locked}
        aria-label={t("adminTournaments.actionLabel", { action: label, name: tournament.name })}
        aria-describedby={locked ? reasonId : undefined}
        onClick={() => (tournament.matchesGenerated ? setConfirming(true) : generate.mutate(tournament))}
      >
        <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </Button>
      {locked ? (
        <p id={reasonId} className="text-center text-sm text-slate-600">
          {t("adminTournaments.generateLocked")}
        </p>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        {confirming ? (
          <DialogContent
            title={t("adminTournaments.regenerateTitle")}
            description={t("adminTournaments.regenerateBody", { name: tournament.name })}
            size="sm"
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{t("admin.cancel")}</Button>
              </DialogClose>
              <Button
                disabled={generate.isPending}
                // Closes on failure too: the toast says why, and the list behind stays usable.
                onClick={() => generate.mutate(tournament, { onSettled: () => setConfirming(false) })}
              >
                {generate.isPending
                  ? t("adminTournaments.generating")
                  : t("adminTournaments.regenerateConfirm")}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
