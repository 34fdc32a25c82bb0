import CheckCircle2 from "lucide-react/icons/circle-check";
import CircleDashed from "lucide-react/icons/circle-dashed";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { OnDemandProps } from "@/components/ui/dialog-on-demand";
import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/class-names";
import { useT, type MessageKey } from "@/lib/i18n";
import type { StageState } from "@/lib/wire";
import { progressStageName } from "@/shared/tournaments/model/server-words";
import { useProgress } from "../api/get-progress";

const stateLabels: Record<StageState, MessageKey> = {
  complete: "progress.complete",
  active: "progress.inProgress",
  pending: "progress.pending",
};

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-court-600 transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

function ProgressBody({ tournamentId }: { tournamentId: number }) {
  const t = useT();
  const progress = useProgress(tournamentId);
  if (progress.isPending) return <Spinner label={t("progress.loading")} />;
  if (progress.isError) return <LoadError onRetry={() => void progress.refetch()} />;
  const overall = Math.round(progress.data.overall);
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="rounded-2xl bg-court-900 p-4 text-white">
        <p className="text-sm font-semibold uppercase tracking-wide text-court-100">
          {t("progress.overall")}
        </p>
        <p className="text-4xl font-black text-ball-300">{t("progress.percent", { percent: overall })}</p>
        <div className="mt-2">
          <ProgressBar percent={overall} label={t("progress.overall")} />
        </div>
      </div>
      <ol className="grid grid-cols-1 gap-3">
        {progress.data.stages.map((stage) => {
          const name = progressStageName(stage.key, t);
          return (
            <li key={stage.key} className="grid grid-cols-1 gap-2 rounded-xl p-3 ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                {stage.state === "complete" ? (
                  <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-court-600" />
                ) : stage.state === "active" ? (
                  <LoaderCircle aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
                ) : (
                  <CircleDashed aria-hidden="true" className="size-6 shrink-0 text-slate-400" />
                )}
                <span className="flex-1 font-semibold text-slate-900">{name}</span>
                <Badge
                  tone={stage.state === "complete" ? "green" : stage.state === "active" ? "amber" : "gray"}
                >
                  {t(stateLabels[stage.state])}
                </Badge>
              </div>
              <div className="flex items-center gap-3">
                <ProgressBar percent={stage.percent} label={name} />
                <span className={cx("w-12 text-right text-sm font-semibold tabular-nums text-slate-700")}>
                  {t("progress.percent", { percent: Math.round(stage.percent) })}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Progress: the overall percentage and each stage's state, in a modal. */
export function ProgressDialog({
  tournamentId,
  open,
  onOpenChange,
}: { tournamentId: number } & OnDemandProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("progress.title")}>
        <ProgressBody tournamentId={tournamentId} />
      </DialogContent>
    </Dialog>
  );
}
