import Plus from "lucide-react/icons/plus";
import SquarePen from "lucide-react/icons/square-pen";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { getSessionStatusOptions } from "@/lib/session/session";
import type { LeagueMatch, Me } from "@/lib/wire";
import { CancelChallengeButton } from "@/shared/league/components/cancel-challenge";
import { LeagueAnswer } from "@/shared/league/components/league-answer";
import { useMe } from "@/shared/members/api/get-me";
import { awaitsAnswerFrom, correctableBy, opponentIn, playsIn } from "@/shared/results/model/confirmation";
import { LeagueList } from "../components/league-list";
import { MatchHistoryDialog } from "../components/match-history-dialog";
import { CancelMatchDialog } from "./cancel-match-dialog";
import { CreateMatchDialog } from "./create-match-dialog";
import { LeagueScoreDialog } from "@/shared/league/components/league-score-dialog";
import { MatchMenu } from "./match-menu";
import { PasswordDialog } from "./password-dialog";

/** A league action the visitor asked for; `cancel` also deletes a completed match (the admin). */
type LeagueAction =
  | { kind: "create" }
  | { kind: "score"; match: LeagueMatch }
  | { kind: "cancel"; match: LeagueMatch }
  | { kind: "history"; match: LeagueMatch };

/** Props of `LeagueWithActions`. */
export interface LeagueWithActionsProps {
  /**
   * In the admin console: each card's menu also offers History, and Delete for a completed
   * match (the server refuses both to anyone else).
   */
  admin?: boolean;
}

/**
 * The League list with its actions (docs/rules.md#permissions), on the hub and in
 * the admin console: Create Match, Record Score, and each card's Edit and Cancel.
 * The admin and an unlocked visitor go straight to the action; anyone else first
 * gets 'Password Required', then the action they asked for opens by itself.
 *
 * A signed-in member needs no password for their own league (docs/rules.md#league): they
 * challenge as player 1, record the score of a match they play, correct it while it awaits,
 * confirm or dispute the score their opponent (or the league password) entered, and cancel a
 * pending challenge they play in ("Cancel challenge", on its card). The server acts for them as
 * the member even with the league unlocked, so they are offered nothing on others' matches.
 */
export function LeagueWithActions({ admin = false }: LeagueWithActionsProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [isAdmin, setIsAdmin] = useState(false);
  const [active, setActive] = useState<LeagueAction | null>(null);
  const [awaitingPassword, setAwaitingPassword] = useState<LeagueAction | null>(null);
  const me = useMe().data;
  // The admin is never a member here (`/api/me` answers them `admin_not_member`).
  const member: Me | null = me && me.status === "approved" ? me : null;

  // The session is asked only when an action is wanted, so a visitor who only
  // reads the league costs the server nothing more; the answer is cached after.
  async function request(action: LeagueAction) {
    const status = await queryClient.fetchQuery(getSessionStatusOptions()).catch(() => null);
    setIsAdmin(status?.isAdmin ?? false);
    if (status?.isAdmin || status?.leagueUnlocked) setActive(action);
    else setAwaitingPassword(action);
  }

  const close = () => setActive(null);

  return (
    <>
      <LeagueList
        toolbar={
          <Button
            variant="accent"
            onClick={() => (member ? setActive({ kind: "create" }) : void request({ kind: "create" }))}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t("leagueActions.createButton")}
          </Button>
        }
        renderMenu={(match) => {
          if (member) {
            // A member edits only their own score while it awaits; they cancel their own
            // pending challenge on its card. Any other menu of theirs would be empty.
            if (!correctableBy(match, member.playerId)) return null;
            return <MatchMenu match={match} onEdit={() => setActive({ kind: "score", match })} />;
          }
          return (
            <MatchMenu
              match={match}
              onEdit={() => void request({ kind: "score", match })}
              onCancel={() => void request({ kind: "cancel", match })}
              onHistory={admin ? () => setActive({ kind: "history", match }) : undefined}
              onDelete={admin ? () => void request({ kind: "cancel", match }) : undefined}
            />
          );
        }}
        renderAction={(match) => {
          if (member && awaitsAnswerFrom(match, member.playerId))
            return <LeagueAnswer match={match} size="md" />;
          if (match.status !== "pending" || (member && !playsIn(match, member.playerId))) return null;
          const record = (
            <Button
              className="w-full"
              onClick={() =>
                member ? setActive({ kind: "score", match }) : void request({ kind: "score", match })
              }
            >
              <SquarePen aria-hidden="true" className="size-5" />
              {t("leagueActions.recordScore")}
            </Button>
          );
          if (!member) return record;
          const opponent = opponentIn(match, member.playerId);
          return (
            <div className="grid grid-cols-1 gap-2">
              {record}
              <CancelChallengeButton
                className="w-full"
                challenge={{ matchId: match.id, opponentName: opponent.name ?? "", date: match.date }}
              />
            </div>
          );
        }}
      />
      <PasswordDialog
        open={awaitingPassword !== null}
        onOpenChange={(open) => {
          if (!open) setAwaitingPassword(null);
        }}
        onUnlocked={() => {
          setActive(awaitingPassword);
          setAwaitingPassword(null);
        }}
      />
      {active?.kind === "create" ? (
        <CreateMatchDialog
          isAdmin={isAdmin}
          challenger={member ? { playerId: member.playerId, name: member.name } : undefined}
          onClose={close}
        />
      ) : null}
      {active?.kind === "score" ? <LeagueScoreDialog match={active.match} onClose={close} /> : null}
      {active?.kind === "cancel" ? <CancelMatchDialog match={active.match} onClose={close} /> : null}
      {active?.kind === "history" ? <MatchHistoryDialog match={active.match} onClose={close} /> : null}
    </>
  );
}
