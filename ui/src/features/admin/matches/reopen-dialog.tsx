import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { resultSentence } from "@/shared/results/model/result-words";
import { useReopenMatch } from "./api/reopen-match";
import { ClearLaterDialog } from "./clear-later-dialog";
import { playedOnMatches } from "./model/played-on";

/** Props of `ReopenDialog`. */
export interface ReopenDialogProps {
  match: Match;
  player1Name: string;
  player2Name: string;
  /** Where the match sits, e.g. "Week 1 · Group Stage". */
  context: string;
  onClose: () => void;
}

/**
 * Before reopening a played match: the result it clears, to confirm or cancel (Cancel has the
 * focus, so Enter is safe). When its winner already played on, the later results it clears too
 * are listed next, and the reopening is sent again with `clearLater` once the admin confirms.
 */
export function ReopenDialog({ match, player1Name, player2Name, context, onClose }: ReopenDialogProps) {
  const t = useT();
  const [playedOn, setPlayedOn] = useState<number[] | null>(null);
  const reopen = useReopenMatch(match.tournamentId, onClose);
  const result = resultSentence(match, t);

  function confirm() {
    reopen.mutate(
      { matchId: match.id },
      {
        onError: (error) => {
          const matchIds = playedOnMatches(error);
          if (matchIds !== null) setPlayedOn(matchIds);
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("adminMatches.reopenTitle")}
        description={t("matches.dialogDescription", { player1: player1Name, player2: player2Name, context })}
        size="sm"
      >
        <div className="grid grid-cols-1 gap-2 text-base text-slate-800">
          {result ? <p className="break-words font-semibold text-slate-900">{result}</p> : null}
          <p>{t("adminMatches.reopenBody")}</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" autoFocus>
              {t("matches.cancel")}
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={reopen.isPending} onClick={confirm}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {reopen.isPending ? t("adminMatches.reopening") : t("adminMatches.reopenConfirm")}
          </Button>
        </DialogFooter>
        {playedOn ? (
          <ClearLaterDialog
            tournamentId={match.tournamentId}
            matchIds={playedOn}
            pending={reopen.isPending}
            onCancel={() => setPlayedOn(null)}
            onConfirm={() => reopen.mutate({ matchId: match.id, clearLater: true })}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
