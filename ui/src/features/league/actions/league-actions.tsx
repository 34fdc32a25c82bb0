import { Plus, SquarePen } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { getSessionStatusOptions } from "@/lib/session/session";
import type { LeagueMatch } from "@/lib/wire";
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
 */
export function LeagueWithActions({ admin = false }: LeagueWithActionsProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [isAdmin, setIsAdmin] = useState(false);
  const [active, setActive] = useState<LeagueAction | null>(null);
  const [awaitingPassword, setAwaitingPassword] = useState<LeagueAction | null>(null);

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
          <Button variant="accent" onClick={() => void request({ kind: "create" })}>
            <Plus aria-hidden="true" className="size-5" />
            {t("leagueActions.createButton")}
          </Button>
        }
        renderMenu={(match) => (
          <MatchMenu
            match={match}
            onEdit={() => void request({ kind: "score", match })}
            onCancel={() => void request({ kind: "cancel", match })}
            onHistory={admin ? () => setActive({ kind: "history", match }) : undefined}
            onDelete={admin ? () => void request({ kind: "cancel", match }) : undefined}
          />
        )}
        renderAction={(match) =>
          match.status === "pending" ? (
            <Button className="w-full" onClick={() => void request({ kind: "score", match })}>
              <SquarePen aria-hidden="true" className="size-5" />
              {t("leagueActions.recordScore")}
            </Button>
          ) : null
        }
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
      {active?.kind === "create" ? <CreateMatchDialog isAdmin={isAdmin} onClose={close} /> : null}
      {active?.kind === "score" ? <LeagueScoreDialog match={active.match} onClose={close} /> : null}
      {active?.kind === "cancel" ? <CancelMatchDialog match={active.match} onClose={close} /> : null}
      {active?.kind === "history" ? <MatchHistoryDialog match={active.match} onClose={close} /> : null}
    </>
  );
}
