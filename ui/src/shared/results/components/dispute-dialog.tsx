import Flag from "lucide-react/icons/flag";
import ListPlus from "lucide-react/icons/list-plus";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { fieldClasses, FieldError } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import type { Match } from "@/lib/wire";
import { useDisputeResult, type DisputeBody } from "../api/result-calls";
import { REASON_MAX, reasonProblem } from "../model/dispute-reason";
import { phoneResultPayload, phoneScoreOf } from "../model/phone-score";
import { PhoneScoreFields } from "./phone-score-fields";

/**
 * The disputer's own version of the result, which a dispute may carry (docs/api.md,
 * "Results"): entered with the controls used to record one, once they choose "Add my score".
 */
export interface DisputeVersion {
  /** Whether the disputer chose to add their score. */
  adding: boolean;
  onAdding: (adding: boolean) => void;
  /** Its controls, shown while adding. */
  fields: ReactNode;
  /** Whether it can be sent as it stands (a result needs its winner). */
  ready: boolean;
  /** Its fields of the dispute's body; null when a check found it wrong (its controls then say where). */
  body: () => Omit<DisputeBody, "matchId" | "reason"> | null;
}

/** Props of `DisputeDialog`. */
export interface DisputeDialogProps {
  /** The match: a tournament match (with its tournament), or a league match (`tournamentId` null). */
  match: { id: number; tournamentId: number | null };
  /** What the opponent reported, from the winner's side ("Ana Mora won 6-4, 6-2"), or their claim. */
  reported: string;
  /** What is disputed is a walkover claim, which counts nowhere meanwhile. */
  claim?: boolean;
  version?: DisputeVersion;
  onClose: () => void;
}

/**
 * Disputes the opponent's result or walkover claim: what is wrong with it, 1 to 500
 * characters, for the admin who settles it, and optionally the disputer's own score. A
 * result stays counted meanwhile; a claim counts nowhere.
 */
export function DisputeDialog({ match, reported, claim = false, version, onClose }: DisputeDialogProps) {
  const t = useT();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const dispute = useDisputeResult(match.tournamentId, onClose);
  const { length, problem } = reasonProblem(reason);
  const adding = version?.adding === true;
  let shown: string | null = null;
  if (problem === "tooLong") shown = t("results.dispute.tooLong", { max: REASON_MAX });
  else if (tried && problem === "required") shown = t("results.dispute.required");
  else if (dispute.error) shown = errorText(dispute.error, t, t("results.disputeFailed"));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem !== null || dispute.isPending) return;
    const own = adding && version ? version.body() : {};
    if (own === null) return;
    dispute.mutate({ matchId: match.id, reason: reason.trim(), ...own });
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
          <p className="text-sm text-slate-700">
            {t(claim ? "results.dispute.claimHint" : "results.dispute.hint")}
          </p>
          {version ? (
            <>
              <Button
                variant="secondary"
                size="lg"
                aria-pressed={adding}
                className="mt-2 justify-self-start aria-pressed:border-court-700 aria-pressed:bg-court-50"
                onClick={() => {
                  version.onAdding(!adding);
                  if (dispute.error) dispute.reset();
                }}
              >
                <ListPlus aria-hidden="true" className="size-5" />
                {t("results.dispute.addScore")}
              </Button>
              {adding ? <div className="mt-2 grid grid-cols-1 gap-5">{version.fields}</div> : null}
            </>
          ) : null}
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
              disabled={dispute.isPending || problem === "tooLong" || (adding && version?.ready === false)}
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

/** Props of `MatchDisputeDialog`. */
export interface MatchDisputeDialogProps {
  match: Match;
  reported: string;
  onClose: () => void;
}

/**
 * Disputes a tournament result or walkover claim; the disputer's own result is entered as on
 * the member's result form, starting from the one reported.
 */
export function MatchDisputeDialog({ match, reported, onClose }: MatchDisputeDialogProps) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [score, setScore] = useState(() => phoneScoreOf(match));
  const names = { 1: match.player1Name ?? t("matches.tbd"), 2: match.player2Name ?? t("matches.tbd") };
  const payload = phoneResultPayload(match, score);
  return (
    <DisputeDialog
      match={match}
      reported={reported}
      claim={Boolean(match.confirmation?.claim)}
      onClose={onClose}
      version={{
        adding,
        onAdding: setAdding,
        fields: <PhoneScoreFields names={names} score={score} onChange={setScore} />,
        ready: payload !== null,
        // The disputer's version names its winner as a result does: a player, or a side.
        body: () => {
          if (!payload) return null;
          return "winnerTeam" in payload
            ? { winnerTeam: payload.winnerTeam, score: payload.score }
            : { winnerId: payload.winnerId, score: payload.score };
        },
      }}
    />
  );
}
