import Check from "lucide-react/icons/check";
import Undo2 from "lucide-react/icons/undo-2";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormat, useT, type MessageKey } from "@/lib/i18n";
import type { FeeLine, FeeStatus } from "@/lib/wire";
import { levelLabel } from "@/shared/players/model/level";

const STATUS: Record<FeeStatus, { key: MessageKey; tone: BadgeTone }> = {
  paid: { key: "fees.statusPaid", tone: "green" },
  partial: { key: "fees.statusPartial", tone: "amber" },
  unpaid: { key: "fees.statusUnpaid", tone: "red" },
};

/** Props of `FeeRow`. */
export interface FeeRowProps {
  line: FeeLine;
  /** Marks the fee paid: the season's fee, today. */
  onMarkPaid: (line: FeeLine) => void;
  onUndo: (line: FeeLine) => void;
  /** A write is under way: the buttons wait. */
  busy: boolean;
}

/**
 * One player of the season's fees: photo, name and level, what they paid and when (or what
 * they owe), and one button: Mark paid while something is owed, Undo once a payment is recorded.
 */
export function FeeRow({ line, onMarkPaid, onUndo, busy }: FeeRowProps) {
  const t = useT();
  const format = useFormat();
  const status = STATUS[line.status];
  const paid = line.amount !== null && line.paidOn !== null;
  return (
    // Phones: the button goes under the name, so that a whole name fits beside the photo;
    // wider screens: the button has its own column on the right.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:px-4">
      <PlayerAvatar name={line.name} src={line.avatar} className="self-start sm:self-center" />
      <div className="min-w-0">
        <p className="break-words text-base font-semibold text-slate-900">{line.name}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          <Badge tone={status.tone}>{t(status.key)}</Badge>
          {paid ? (
            <span className="tabular-nums">
              {t("fees.paidOn", { amount: format.colones(line.amount ?? 0), date: format.date(line.paidOn) })}
            </span>
          ) : null}
          {line.owed > 0 && paid ? (
            <span className="font-semibold tabular-nums text-clay-700">
              {t("fees.stillOwes", { amount: format.colones(line.owed) })}
            </span>
          ) : null}
        </p>
        <p className={line.level ? "text-xs text-slate-600" : "text-xs font-semibold text-amber-800"}>
          {levelLabel(line.level, t)}
        </p>
      </div>
      <div className="col-start-2 flex flex-wrap gap-1.5 sm:col-start-3 sm:flex-col">
        {line.status !== "paid" ? (
          <Button
            size="md"
            aria-label={t("fees.markPaidName", { name: line.name })}
            disabled={busy}
            onClick={() => onMarkPaid(line)}
          >
            <Check aria-hidden="true" className="size-5" />
            {t("fees.markPaid")}
          </Button>
        ) : null}
        {paid ? (
          <Button
            variant="secondary"
            size="md"
            aria-label={t("fees.undoName", { name: line.name })}
            disabled={busy}
            onClick={() => onUndo(line)}
          >
            <Undo2 aria-hidden="true" className="size-5" />
            {t("fees.undo")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
