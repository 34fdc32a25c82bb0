import BadgeCheck from "lucide-react/icons/badge-check";
import Users from "lucide-react/icons/users";
import { useId, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { clubToday } from "@/lib/dates";
import { useFormat, useT } from "@/lib/i18n";
import type { FeeLine, SeasonFees } from "@/lib/wire";
import { useSeasonFees } from "@/shared/fees/api/get-season-fees";
import { useMarkFeePaid } from "./api/mark-fee-paid";
import { useUndoFeePayment } from "./api/undo-fee-payment";
import { FeeRow } from "./components/fee-row";
import { SeasonFee } from "./components/season-fee";
import { shownLines } from "./model/fee-list";

/** A total in a tile: what was collected, what is still owed. */
function Total({ label, value, tone }: { label: string; value: string; tone: "court" | "clay" }) {
  return (
    <div className="rounded-2xl bg-white p-3 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd
        className={
          tone === "court"
            ? "text-xl font-black tabular-nums text-court-900 sm:text-2xl"
            : "text-xl font-black tabular-nums text-clay-700 sm:text-2xl"
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** The season's fee, its totals, the filter and the players. */
function SeasonBooks({ fees, unpaidOnly }: { fees: SeasonFees; unpaidOnly: boolean }) {
  const t = useT();
  const format = useFormat();
  const markPaid = useMarkFeePaid();
  const undo = useUndoFeePayment();
  const busy = markPaid.isPending || undo.isPending;
  const lines = shownLines(fees.players, unpaidOnly);
  // One tap: the season's fee, paid today (the club's date).
  const pay = (line: FeeLine) =>
    markPaid.mutate({
      season: fees.season,
      playerId: line.playerId,
      body: { amount: fees.fee, paidOn: clubToday() },
    });

  let list;
  if (fees.players.length === 0) {
    list = <EmptyState icon={Users} title={t("fees.empty")} hint={t("fees.emptyHint")} />;
  } else if (lines.length === 0) {
    list = <EmptyState icon={BadgeCheck} title={t("fees.allPaid")} hint={t("fees.allPaidHint")} />;
  } else {
    list = (
      <Card className="overflow-hidden">
        <ul aria-label={t("fees.listLabel", { season: fees.season })} className="divide-y divide-slate-100">
          {lines.map((line) => (
            <FeeRow
              key={line.playerId}
              line={line}
              busy={busy}
              onMarkPaid={pay}
              onUndo={(paid) =>
                undo.mutate({ season: fees.season, playerId: paid.playerId, name: paid.name })
              }
            />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <SeasonFee
        key={`${fees.season}-${fees.fee}`}
        season={fees.season}
        fee={fees.fee}
        setByAdmin={fees.feeSetByAdmin}
      />
      <div aria-live="polite" className="grid gap-2">
        <dl className="grid grid-cols-2 gap-2">
          <Total label={t("fees.collected")} value={format.colones(fees.collected)} tone="court" />
          <Total label={t("fees.owed")} value={format.colones(fees.owed)} tone="clay" />
        </dl>
        <p className="text-sm font-medium text-slate-700">
          {t("fees.paidCount", { paid: fees.paidCount, count: fees.playerCount })}
        </p>
      </div>
      {list}
    </div>
  );
}

/**
 * The admin's Fees tab (docs/rules.md#level-and-fee): a season's approved players with what
 * each paid and when, one tap to mark a fee paid (undone as easily), the totals collected and
 * still owed, a filter for those who owe, and a season picker. Made for a phone at the desk.
 */
export function FeesTab() {
  const t = useT();
  const seasonId = useId();
  const [season, setSeason] = useState<number | "current">("current");
  const [unpaidOnly, setUnpaidOnly] = useState(false);
  const fees = useSeasonFees(season);

  let body;
  if (fees.isPending) body = <Spinner label={t("fees.loading")} />;
  else if (fees.isError) body = <LoadError onRetry={() => void fees.refetch()} />;
  else body = <SeasonBooks fees={fees.data} unpaidOnly={unpaidOnly} />;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-extrabold text-court-900">{t("fees.title")}</h2>
          <p className="text-base text-slate-700">{t("fees.subtitle")}</p>
        </div>
        <div className="grid w-full grid-cols-2 items-end gap-2 sm:flex sm:w-auto">
          <div className="grid gap-1">
            <Label htmlFor={seasonId}>{t("fees.season")}</Label>
            <NativeSelect
              id={seasonId}
              value={fees.data ? String(fees.data.season) : ""}
              disabled={!fees.data}
              onChange={(event) => setSeason(Number(event.target.value))}
            >
              {(fees.data?.seasons ?? []).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          </div>
          <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-base font-semibold text-slate-800">
            <input
              type="checkbox"
              checked={unpaidOnly}
              onChange={(event) => setUnpaidOnly(event.target.checked)}
              className="size-5 shrink-0 accent-court-700"
            />
            {t("fees.filterUnpaid")}
          </label>
        </div>
      </div>
      {body}
    </div>
  );
}
