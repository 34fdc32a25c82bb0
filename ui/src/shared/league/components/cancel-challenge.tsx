import XCircle from "lucide-react/icons/circle-x";
import { useState } from "react";
import { Button, type ButtonSize } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useFormat, useT } from "@/lib/i18n";
import { useCancelChallenge } from "../api/cancel-league-match";

/** The pending challenge to cancel: its id, the other player's name and its day. */
export interface CancellableChallenge {
  matchId: number;
  opponentName: string;
  /** `yyyy-mm-dd`. */
  date: string;
}

/** The question before a member's challenge is cancelled; the league and the member's page refetch after. */
function CancelChallengeDialog({
  challenge,
  onClose,
}: {
  challenge: CancellableChallenge;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const cancel = useCancelChallenge(onClose);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("leagueMembers.cancelChallengeTitle")}
        description={
          <span className="break-words">
            {t("leagueMembers.cancelChallengeDescription", {
              opponent: challenge.opponentName,
              date: format.date(challenge.date),
            })}
          </span>
        }
        size="sm"
      >
        <DialogFooter className="mt-2">
          <DialogClose asChild>
            <Button variant="secondary">{t("leagueMembers.keepChallenge")}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(challenge.matchId)}
          >
            {cancel.isPending ? t("leagueActions.cancelling") : t("leagueMembers.cancelChallenge")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Cancel challenge": a signed-in member cancels a pending league match they play in
 * (`DELETE /api/league/matches/{id}`), after a question, with no league password. On the
 * League tab's card and on the member's page.
 */
export function CancelChallengeButton({
  challenge,
  size = "md",
  className,
}: {
  challenge: CancellableChallenge;
  size?: ButtonSize;
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} className={className} onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" className="size-5 shrink-0" />
        {t("leagueMembers.cancelChallenge")}
      </Button>
      {open ? <CancelChallengeDialog challenge={challenge} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
