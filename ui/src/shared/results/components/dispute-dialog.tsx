import { Flag } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { fieldClasses, FieldError } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import { useDisputeResult } from "../api/result-calls";
import { REASON_MAX, reasonProblem } from "../model/dispute-reason";

/** Props of `DisputeDialog`. */
export interface DisputeDialogProps {
  /** The match: a tournament match (with its tournament), or a league match (`tournamentId` null). */
  match: { id: number; tournamentId: number | null };
  /** The result as the opponent reported it, from the winner's side ("Ana Mora won 6-4, 6-2"). */
  reported: string;
  onClose: () => void;
}

/**
 * Disputes the opponent's result: what is wrong with it, 1 to 500 characters, for the admin
 * who settles it. The result stays counted meanwhile.
 */
export function DisputeDialog({ match, reported, onClose }: DisputeDialogProps) {
  const t = useT();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const dispute = useDisputeResult(match.tournamentId, onClose);
  const { length, problem } = reasonProblem(reason);
  let shown: string | null = null;
  if (problem === "tooLong") shown = t("results.dispute.tooLong", { max: REASON_MAX });
  else if (tried && problem === "required") shown = t("results.dispute.required");
  else if (dispute.error) shown = errorText(dispute.error, t, t("results.disputeFailed"));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem !== null || dispute.isPending) return;
    dispute.mutate({ matchId: match.id, reason: reason.trim() });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t("results.dispute.title")} description={reported}>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-2">
          <Label htmlFor="dispute-reason">{t("results.dispute.reason")}</Label>
          <textarea
            id="dispute-reason"
            rows={4}
            value={reason}
            aria-invalid={shown !== null}
            aria-describedby="dispute-reason-count dispute-reason-error"
            placeholder={t("results.dispute.placeholder")}
            onChange={(event) => {
              setReason(event.target.value);
              if (dispute.error) dispute.reset();
            }}
            className={cx(fieldClasses, "min-h-28 py-2")}
          />
          <p
            id="dispute-reason-count"
            className={cx("text-sm", length > REASON_MAX ? "font-bold text-clay-700" : "text-slate-600")}
          >
            {t("results.dispute.count", { count: length, max: REASON_MAX })}
          </p>
          <FieldError id="dispute-reason-error">{shown ?? undefined}</FieldError>
          <p className="text-sm text-slate-700">{t("results.dispute.hint")}</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="lg">
                {t("matches.cancel")}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="danger"
              size="lg"
              disabled={dispute.isPending || problem === "tooLong"}
            >
              <Flag aria-hidden="true" className="size-5" />
              {dispute.isPending ? t("matches.saving") : t("results.dispute.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
