import CalendarPlus from "lucide-react/icons/calendar-plus";
import PartyPopper from "lucide-react/icons/party-popper";
import Trophy from "lucide-react/icons/trophy";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useFormat, usePlural, useT } from "@/lib/i18n";
import type { OverdueMatch } from "@/lib/wire";
import { ScheduleButton } from "@/shared/timing/components/schedule-button";
import { TimingBadge, useWhenText } from "@/shared/timing/components/timing-badge";
import { scheduleWindow } from "@/shared/timing/model/schedule-form";
import { useExtension, useOverdue, useWalkover } from "./api";
import { walkoverCostSentence } from "./walkover-cost";
import { isDoubles, sideKey, winnerField } from "@/shared/results/model/sides";

const DAY_CHOICES = Array.from({ length: 14 }, (_, index) => index + 1);

/** "More days": 1 to 14 days more for this match to be played. */
function MoreDays({ entry }: { entry: OverdueMatch }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState("3");
  const extension = useExtension(entry.match.id);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" className="size-5" />
        {t("overdue.moreDays")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t("overdue.moreDaysTitle")} size="sm">
          <label className="grid gap-1.5 text-base font-semibold text-slate-800">
            {t("overdue.days")}
            <NativeSelect value={days} onChange={(event) => setDays(event.target.value)}>
              {DAY_CHOICES.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </label>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t("timing.cancel")}</Button>
            </DialogClose>
            <Button
              disabled={extension.isPending}
              onClick={() => extension.mutate(Number(days), { onSuccess: () => setOpen(false) })}
            >
              {t("overdue.grant", { n: days })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A side of the match: its player (a doubles team by its first player), its name and its place. */
interface Side {
  id: number;
  name: string;
  side: 1 | 2;
}

/**
 * Before a walkover is recorded: who wins, and what it costs the other player this year (which
 * walkover of theirs it is, and its points). Cancel has the focus, so Enter is safe; only
 * Record walkover sends it.
 */
function WalkoverDialog({
  entry,
  winner,
  loser,
  onClose,
}: {
  entry: OverdueMatch;
  winner: Side;
  loser: Side | null;
  onClose: () => void;
}) {
  const t = useT();
  const plural = usePlural();
  const walkover = useWalkover(entry.match.id);
  // A doubles walkover counts for each partner (docs/rules.md#doubles): no one player's cost to tell.
  const cost =
    loser && !isDoubles(entry.match) ? walkoverCostSentence(entry, loser.id, loser.name, t, plural) : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t("adminOverdue.confirmTitle")} size="sm">
        <div className="grid grid-cols-1 gap-2 text-base text-slate-800">
          <p className="break-words font-semibold text-slate-900">
            {t("adminOverdue.confirmWinner", { winner: winner.name })}
          </p>
          {cost ? <p className="break-words">{cost}</p> : null}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" autoFocus>
              {t("timing.cancel")}
            </Button>
          </DialogClose>
          <Button
            disabled={walkover.isPending}
            onClick={() => {
              const field = winnerField(entry.match, winner.side);
              if (field) walkover.mutate(field, { onSuccess: onClose });
            }}
          >
            <Trophy aria-hidden="true" className="size-5" />
            {walkover.isPending ? t("adminOverdue.recording") : t("adminOverdue.record")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One late or overdue match: who, which tournament, how late, and the admin's actions. */
function OverdueRow({ entry }: { entry: OverdueMatch }) {
  const t = useT();
  const plural = usePlural();
  const format = useFormat();
  const when = useWhenText()(entry.match);
  const [winner, setWinner] = useState<Side | null>(null);
  const { match } = entry;
  const players = [
    { id: sideKey(match, 1), name: match.player1Name, side: 1 as const },
    { id: sideKey(match, 2), name: match.player2Name, side: 2 as const },
  ].filter((player): player is Side => player.id !== null && player.name !== null);
  const loser = winner ? (players.find((player) => player.id !== winner.id) ?? null) : null;
  return (
    <li className="grid gap-3 px-4 py-4" data-match={match.id}>
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-court-800">
          <TimingBadge timing={entry.timing} />
          {/* One text, with a dot only between two parts there are. */}
          <span>
            {[entry.tournamentName, plural(entry.daysLate, "overdue.daysLate")].filter(Boolean).join(" · ")}
          </span>
        </p>
        <p className="break-words text-lg font-bold text-slate-900">
          {match.player1Name ?? t("matches.tbd")} {t("member.vs")} {match.player2Name ?? t("matches.tbd")}
        </p>
        <p className="text-sm text-slate-700">
          {t("timing.deadline", { date: format.date(match.deadline) })} ·{" "}
          {t("timing.until", { date: format.date(match.rescheduleUntil) })}
          {when ? ` · ${when}` : ""}
        </p>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-slate-700">
          {t("overdue.walkoverTitle")} <span className="font-normal">{t("overdue.walkoverHint")}</span>
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {players.map((player) => (
            <Button key={player.id} variant="primary" onClick={() => setWinner(player)}>
              <Trophy aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-0 break-words">{t("overdue.winner", { name: player.name })}</span>
            </Button>
          ))}
        </div>
        {winner ? (
          <WalkoverDialog entry={entry} winner={winner} loser={loser} onClose={() => setWinner(null)} />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <MoreDays entry={entry} />
          <ScheduleButton
            match={{
              matchId: match.id,
              window: scheduleWindow(match),
              date: match.date,
              time: match.time,
              cancha: match.cancha,
            }}
            label={t("overdue.setSchedule")}
          />
        </div>
      </div>
    </li>
  );
}

/**
 * The console's Overdue tab: the late and overdue matches of active tournaments, the one past
 * its deadline longest first, each with a walkover for either player (asked first, with what
 * it costs the other) and more days.
 * Nothing is settled automatically (reglamento, art. 18).
 */
export function OverdueTab() {
  const t = useT();
  const overdue = useOverdue();
  let body;
  if (overdue.isPending) body = <Spinner label={t("app.loading")} />;
  else if (overdue.isError) body = <LoadError onRetry={() => void overdue.refetch()} />;
  else if (overdue.data.length === 0) body = <EmptyState icon={PartyPopper} title={t("overdue.empty")} />;
  else
    body = (
      <Card className="overflow-hidden">
        <ul aria-label={t("overdue.title")} className="divide-y divide-slate-100">
          {overdue.data.map((entry) => (
            <OverdueRow key={entry.match.id} entry={entry} />
          ))}
        </ul>
      </Card>
    );
  return (
    <section aria-labelledby="overdue-title" className="grid gap-3">
      <div>
        <h2 id="overdue-title" className="text-2xl font-extrabold text-court-900">
          {t("overdue.title")}
        </h2>
        <p className="text-base text-slate-700">{t("overdue.hint")}</p>
      </div>
      {body}
    </section>
  );
}
