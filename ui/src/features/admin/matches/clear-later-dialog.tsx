import Eraser from "lucide-react/icons/eraser";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n";
import { useTournamentMatches } from "@/shared/tournaments/api/get-tournament-matches";
import { matchScore } from "@/shared/tournaments/model/server-words";
import { stageNameKey } from "@/shared/tournaments/model/stages";

/** Props of `ClearLaterDialog`. */
export interface ClearLaterDialogProps {
  tournamentId: number;
  /** The later matches whose results the correction clears (the server's list). */
  matchIds: number[];
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Before a correction that changes who went through, once the previous winner played on:
 * the later results it clears, each by stage, players and score, to confirm or cancel.
 */
export function ClearLaterDialog({
  tournamentId,
  matchIds,
  pending,
  onConfirm,
  onCancel,
}: ClearLaterDialogProps) {
  const t = useT();
  const matches = useTournamentMatches(tournamentId);
  const byId = new Map((matches.data ?? []).map((match) => [match.id, match]));
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title={t("clearLater.title")} description={t("clearLater.body")}>
        <ul aria-label={t("clearLater.title")} className="grid gap-2">
          {matchIds.map((id) => {
            const match = byId.get(id);
            const score = match ? matchScore(match.scoreForWinner, match.outcome, t) : null;
            return (
              <li
                key={id}
                className="rounded-xl border border-clay-600/40 bg-clay-50 px-3 py-2 text-base text-slate-900"
              >
                <span>
                  {match
                    ? t("clearLater.match", {
                        stage: t(stageNameKey(match.stage)),
                        player1: match.player1Name ?? t("matches.tbd"),
                        player2: match.player2Name ?? t("matches.tbd"),
                      })
                    : t("clearLater.unknownMatch", { id })}
                </span>
                {score ? <span className="ml-2 font-mono font-semibold tabular-nums">{score}</span> : null}
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t("matches.cancel")}</Button>
          </DialogClose>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            <Eraser aria-hidden="true" className="size-5" />
            {pending ? t("matches.saving") : t("clearLater.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
