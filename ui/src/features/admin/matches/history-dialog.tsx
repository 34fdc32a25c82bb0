import ArrowDown from "lucide-react/icons/arrow-down";
import History from "lucide-react/icons/rotate-ccw-clock";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFormat, useT } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { useMatchAudit } from "./api/get-match-audit";
import { actionText, actorText, stateText } from "./model/history";

/** The audit trail of one match's result, newest first: who, when, what, before and after. */
function HistoryDialog({ match, context, onClose }: { match: Match; context: string; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const audit = useMatchAudit(match.id);
  let body;
  if (audit.isPending) body = <Spinner label={t("history.loading")} />;
  else if (audit.isError) body = <LoadError onRetry={() => void audit.refetch()} />;
  else if (audit.data.length === 0) body = <EmptyState icon={History} title={t("history.empty")} />;
  else
    body = (
      <ol className="grid gap-3">
        {audit.data.map((entry) => {
          const when = format.dateTime(entry.at);
          return (
            <li key={entry.id} className="grid gap-1 rounded-xl border border-slate-200 p-3">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="text-base font-extrabold text-slate-900">
                  {actionText(entry, t)} · {actorText(entry, match, t)}
                </span>
                <span className="text-sm text-slate-600">{t("disputes.recordedWhen", when)}</span>
              </p>
              <p className="text-sm text-slate-700">
                <span className="font-semibold">{t("history.before")}:</span>{" "}
                {stateText(entry.before, match, t, format)}
              </p>
              <ArrowDown aria-hidden="true" className="size-4 text-slate-400" />
              <p className="text-sm text-slate-900">
                <span className="font-semibold">{t("history.after")}:</span>{" "}
                {stateText(entry.after, match, t, format)}
              </p>
            </li>
          );
        })}
      </ol>
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("history.title")}
        description={t("results.form.description", {
          player1: match.player1Name ?? t("matches.tbd"),
          player2: match.player2Name ?? t("matches.tbd"),
          context,
        })}
        size="lg"
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}

/** "History": opens the audit trail of a match's result; `context` says where the match sits. */
export function HistoryButton({ match, context }: { match: Match; context: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="md"
        aria-label={t("history.openLabel", {
          player1: match.player1Name ?? t("matches.tbd"),
          player2: match.player2Name ?? t("matches.tbd"),
        })}
        onClick={() => setOpen(true)}
      >
        <History aria-hidden="true" className="size-4" />
        {t("history.open")}
      </Button>
      {open ? <HistoryDialog match={match} context={context} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
