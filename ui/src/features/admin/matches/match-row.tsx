import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock3 from "lucide-react/icons/clock-3";
import Hourglass from "lucide-react/icons/hourglass";
import Pencil from "lucide-react/icons/pencil";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import SquarePen from "lucide-react/icons/square-pen";
import Trophy from "lucide-react/icons/trophy";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/class-names";
import { useT, type MessageKey } from "@/lib/i18n";
import type { Match, SlotLabel } from "@/lib/wire";
import { ConfirmationMark } from "@/shared/results/components/confirmation-mark";
import { winnerSide } from "@/shared/results/model/sides";
import { matchScore, slotLabel } from "@/shared/tournaments/model/server-words";
import { HistoryButton } from "./history-dialog";
import { canEditResult, canRecordResult, canReopen } from "./model/match-sections";

const statuses: Record<Match["status"], { key: MessageKey; tone: BadgeTone }> = {
  scheduled: { key: "matches.status.scheduled", tone: "gray" },
  pending: { key: "matches.status.pending", tone: "amber" },
  completed: { key: "matches.status.completed", tone: "green" },
};

/** Props of `MatchRow`. */
export interface MatchRowProps {
  match: Match;
  player1Name: string | null;
  player2Name: string | null;
  /** The group's name for a group match ("Group A"), else null. */
  groupName: string | null;
  /** Where the match sits, e.g. "Week 1 · Group Stage", for its history. */
  context: string;
  onRecord: () => void;
  onEdit: () => void;
  /** Asks before clearing the result of a played match, to have it played again. */
  onReopen: () => void;
}

function Side({ name, label, won }: { name: string | null; label: SlotLabel | null; won: boolean }) {
  const t = useT();
  return (
    <p
      className={cx(
        "flex min-w-0 items-center gap-1.5",
        won ? "font-extrabold text-slate-900" : "font-medium text-slate-800",
      )}
    >
      <span className={cx("truncate", !name && "italic text-slate-500")}>{name ?? t("matches.tbd")}</span>
      {!name && label ? (
        <span className="truncate text-xs text-slate-600">({slotLabel(label, t)})</span>
      ) : null}
      {won ? <Trophy aria-label={t("matches.winner")} className="size-4 shrink-0 text-gold" /> : null}
    </p>
  );
}

/**
 * One match of the Matches tab: both players (TBD while unknown), status, score with its
 * awaiting or disputed mark, the history of its result, and its actions: Record Score, or
 * Edit and Reopen once it was played.
 */
export function MatchRow({
  match,
  player1Name,
  player2Name,
  groupName,
  context,
  onRecord,
  onEdit,
  onReopen,
}: MatchRowProps) {
  const t = useT();
  const completed = match.status === "completed";
  const score = completed ? matchScore(match.scoreForWinner, match.outcome, t) : null;
  const status = statuses[match.status] ?? statuses.scheduled;
  const StatusIcon = completed ? CheckCircle2 : match.status === "pending" ? Clock3 : Hourglass;
  return (
    <li className="flex flex-col gap-3 px-3 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <StatusIcon
          aria-hidden="true"
          className={cx("mt-0.5 size-5 shrink-0", completed ? "text-court-600" : "text-slate-400")}
        />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <Side name={player1Name} label={match.player1Label} won={completed && winnerSide(match) === 1} />
          <Side name={player2Name} label={match.player2Label} won={completed && winnerSide(match) === 2} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pl-8 sm:justify-end sm:pl-0 lg:flex-nowrap">
        <div className="flex flex-wrap items-center gap-2">
          {groupName ? <Badge tone="blue">{groupName}</Badge> : null}
          <Badge tone={status.tone}>{t(status.key)}</Badge>
          {score ? (
            // From the winner's side, as tennis reads it; the trophy says who that is.
            <span className="font-mono text-sm font-semibold tabular-nums text-slate-900">{score}</span>
          ) : null}
          <ConfirmationMark item={match} />
        </div>
        {completed ? <HistoryButton match={match} context={context} /> : null}
        {canReopen(match) ? (
          <Button size="md" variant="ghost" onClick={onReopen} className="shrink-0">
            <RotateCcw aria-hidden="true" className="size-4" />
            {t("adminMatches.reopen")}
          </Button>
        ) : null}
        {canRecordResult(match) ? (
          <Button size="md" onClick={onRecord} className="ml-auto shrink-0">
            <SquarePen aria-hidden="true" className="size-4" />
            {t("matches.recordScore")}
          </Button>
        ) : canEditResult(match) ? (
          <Button size="md" variant="secondary" onClick={onEdit} className="ml-auto shrink-0">
            <Pencil aria-hidden="true" className="size-4" />
            {t("matches.edit")}
          </Button>
        ) : (
          <span className="ml-auto text-sm text-slate-600">{t("matches.waitingForPlayers")}</span>
        )}
      </div>
    </li>
  );
}
