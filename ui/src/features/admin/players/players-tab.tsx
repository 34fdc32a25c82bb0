import Link2 from "lucide-react/icons/link-2";
import Search from "lucide-react/icons/search";
import SearchX from "lucide-react/icons/search-x";
import UserPlus from "lucide-react/icons/user-plus";
import Users from "lucide-react/icons/users";
import { useDeferredValue, useMemo, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { usePlural, useT } from "@/lib/i18n";
import { useConsoleOwner } from "@/lib/session/session";
import type { Player } from "@/lib/wire";
import { usePlayers } from "@/shared/players/api/get-players";
import { PlayerProfileDialog } from "@/shared/players/components/player-profile-dialog";
import { AddPlayerDialog } from "./components/add-player-dialog";
import { EditPlayerDialog } from "./components/edit-player-dialog";
import { InviteDialog } from "./components/invite-dialog";
import { PendingList } from "./components/pending-list";
import {
  DeletePlayerDialog,
  EndPlayerSessionsDialog,
  PlayerRoleDialog,
  RejectPlayerDialog,
} from "./components/player-confirm-dialogs";
import { PlayerList } from "./components/player-list";
import { SignInLinkDialog } from "./components/sign-in-link-dialog";
import { playerSections } from "./model/player-list";

/** The one dialog open at a time, and for whom. */
type OpenDialog =
  | { kind: "add" }
  | { kind: "invite" }
  | { kind: "edit"; player: Player }
  | { kind: "delete"; player: Player }
  | { kind: "reject"; player: Player }
  | { kind: "signInLink"; player: Player }
  | { kind: "endSessions"; player: Player }
  | { kind: "role"; player: Player };

/**
 * The admin's Players tab: pending registrations first (docs/rules.md#permissions),
 * then the club's players. Roles and other players' sign-in links stay with the admin
 * password (docs/rules.md#committee): an organizer's console does not offer them.
 */
export function PlayersTab() {
  const t = useT();
  const plural = usePlural();
  const players = usePlayers();
  const owner = useConsoleOwner();
  // The console shows once the status is known; an organizer's makes their own link only.
  const organizerId = owner !== null && owner !== "password" ? owner.playerId : null;
  const [query, setQuery] = useState("");
  // Typing stays quick with hundreds of players: the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [profileId, setProfileId] = useState<number | null>(null);
  const sections = useMemo(
    () => playerSections(players.data ?? [], deferredQuery),
    [players.data, deferredQuery],
  );
  const close = () => setDialog(null);
  const openProfile = (player: Player) => setProfileId(player.id);

  let body;
  if (players.isPending) body = <Spinner label={t("adminPlayers.loading")} />;
  else if (players.isError) body = <LoadError onRetry={() => void players.refetch()} />;
  else if (players.data.length === 0)
    body = <EmptyState icon={Users} title={t("adminPlayers.empty")} hint={t("adminPlayers.emptyHint")} />;
  else {
    const total = players.data.filter((player) => player.status !== "pending").length;
    const nothingFound = sections.pending.length === 0 && sections.approved.length === 0;
    body = (
      <div className="grid grid-cols-1 gap-4">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <Input
            type="search"
            aria-label={t("adminPlayers.search")}
            placeholder={t("adminPlayers.searchPlaceholder")}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-10"
          />
        </div>
        {nothingFound ? (
          <EmptyState
            icon={SearchX}
            title={t("adminPlayers.noMatch", { query: deferredQuery.trim() })}
            hint={t("adminPlayers.noMatchHint")}
          />
        ) : null}
        {sections.pending.length > 0 ? (
          <PendingList
            players={sections.pending}
            onOpenProfile={openProfile}
            onReject={(player) => setDialog({ kind: "reject", player })}
          />
        ) : null}
        {sections.approved.length > 0 ? (
          <section aria-labelledby="admin-players-heading" className="grid grid-cols-1 gap-2">
            <div className="flex items-baseline justify-between gap-3">
              <h3 id="admin-players-heading" className="text-lg font-extrabold text-slate-900">
                {t("adminPlayers.listLabel")}
              </h3>
              <p className="text-sm font-medium text-slate-600">{plural(total, "adminPlayers.count")}</p>
            </div>
            <PlayerList
              players={sections.approved}
              onOpenProfile={openProfile}
              onEdit={(player) => setDialog({ kind: "edit", player })}
              onDelete={(player) => setDialog({ kind: "delete", player })}
              onSignInLink={(player) => setDialog({ kind: "signInLink", player })}
              makesLinkFor={(player) => organizerId === null || player.id === organizerId}
              onEndSessions={(player) => setDialog({ kind: "endSessions", player })}
              onRole={owner === "password" ? (player) => setDialog({ kind: "role", player }) : undefined}
            />
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-extrabold text-court-900">{t("adminPlayers.title")}</h2>
          <p className="text-base text-slate-700">{t("adminPlayers.subtitle")}</p>
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <Button variant="secondary" onClick={() => setDialog({ kind: "invite" })}>
            <Link2 aria-hidden="true" className="size-5" />
            {t("adminPlayers.invite")}
          </Button>
          <Button onClick={() => setDialog({ kind: "add" })}>
            <UserPlus aria-hidden="true" className="size-5" />
            {t("adminPlayers.add")}
          </Button>
        </div>
      </div>
      {body}
      <AddPlayerDialog
        open={dialog?.kind === "add"}
        onOpenChange={(open) => setDialog(open ? { kind: "add" } : null)}
      />
      <InviteDialog
        open={dialog?.kind === "invite"}
        onOpenChange={(open) => setDialog(open ? { kind: "invite" } : null)}
      />
      <EditPlayerDialog player={dialog?.kind === "edit" ? dialog.player : null} onClose={close} />
      <DeletePlayerDialog player={dialog?.kind === "delete" ? dialog.player : null} onClose={close} />
      <RejectPlayerDialog player={dialog?.kind === "reject" ? dialog.player : null} onClose={close} />
      <SignInLinkDialog player={dialog?.kind === "signInLink" ? dialog.player : null} onClose={close} />
      <EndPlayerSessionsDialog
        player={dialog?.kind === "endSessions" ? dialog.player : null}
        onClose={close}
      />
      <PlayerRoleDialog player={dialog?.kind === "role" ? dialog.player : null} onClose={close} />
      <PlayerProfileDialog playerId={profileId} onClose={() => setProfileId(null)} />
    </div>
  );
}
