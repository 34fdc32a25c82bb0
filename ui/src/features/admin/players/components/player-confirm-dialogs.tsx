import { useState } from "react";
import { useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";
import { useDeletePlayer } from "../api/delete-player";
import { useEndPlayerSessions } from "../api/end-player-sessions";
import { useRejectPlayer } from "../api/reject-player";
import { useSetPlayerRole } from "../api/set-player-role";
import { ConfirmDialog } from "./confirm-dialog";

/** Props of the confirmation dialogs: open while `player` is set. */
export interface PlayerConfirmProps {
  player: Player | null;
  onClose: () => void;
}

/**
 * Delete Player confirm. A player who has played is refused by the server (409,
 * docs/rules.md#permissions): the toast shows its message, and the dialog stays so the
 * admin reads why.
 */
export function DeletePlayerDialog({ player, onClose }: PlayerConfirmProps) {
  const t = useT();
  const remove = useDeletePlayer(onClose);
  return (
    <ConfirmDialog
      open={player !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("adminPlayers.deleteTitle")}
      confirmLabel={t("admin.delete")}
      pendingLabel={t("adminPlayers.deleting")}
      pending={remove.isPending}
      onConfirm={() => player && remove.mutate({ id: player.id, name: player.name })}
    >
      <p className="font-semibold">{t("adminPlayers.deleteBody", { name: player?.name ?? "" })}</p>
      <p className="text-sm text-slate-600">{t("adminPlayers.deleteNote")}</p>
    </ConfirmDialog>
  );
}

/** Reject confirm (docs/rules.md#permissions): rejecting deletes the pending registration. */
export function RejectPlayerDialog({ player, onClose }: PlayerConfirmProps) {
  const t = useT();
  const reject = useRejectPlayer(onClose);
  return (
    <ConfirmDialog
      open={player !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("adminPlayers.rejectTitle")}
      confirmLabel={t("adminPlayers.reject")}
      pendingLabel={t("adminPlayers.rejecting")}
      pending={reject.isPending}
      onConfirm={() => player && reject.mutate({ id: player.id, name: player.name })}
    >
      <p>{t("adminPlayers.rejectBody", { name: player?.name ?? "" })}</p>
    </ConfirmDialog>
  );
}

/**
 * End sessions confirm (docs/rules.md#members): the player is signed out on every device, a
 * lost phone included; their unused sign-in link still works.
 */
export function EndPlayerSessionsDialog({ player, onClose }: PlayerConfirmProps) {
  const t = useT();
  const end = useEndPlayerSessions(onClose);
  return (
    <ConfirmDialog
      open={player !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("memberAdmin.endSessionsTitle")}
      confirmLabel={t("memberAdmin.endSessionsConfirm")}
      pendingLabel={t("memberAdmin.endingSessions")}
      pending={end.isPending}
      onConfirm={() => player && end.mutate({ id: player.id, name: player.name })}
    >
      <p className="font-semibold">{t("memberAdmin.endSessionsBody", { name: player?.name ?? "" })}</p>
      <p className="text-sm text-slate-600">{t("memberAdmin.endSessionsNote")}</p>
    </ConfirmDialog>
  );
}

/**
 * Make / Remove Organizer confirm (docs/rules.md#committee): what an organizer may do, or that
 * their open console closes at once. The player's listed role says which way it goes.
 */
export function PlayerRoleDialog({ player, onClose }: PlayerConfirmProps) {
  const t = useT();
  const setRole = useSetPlayerRole(onClose);
  // The dialog keeps its words while it closes, after the list already shows the new role.
  const [shown, setShown] = useState(player);
  if (player !== null && player !== shown) setShown(player);
  const making = shown?.role !== "organizer";
  const name = shown?.name ?? "";
  return (
    <ConfirmDialog
      open={player !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={making ? t("committee.makeTitle") : t("committee.removeTitle")}
      confirmLabel={making ? t("committee.makeConfirm") : t("committee.removeConfirm")}
      confirmVariant={making ? "primary" : "danger"}
      pendingLabel={t("committee.saving")}
      pending={setRole.isPending}
      onConfirm={() =>
        player && setRole.mutate({ id: player.id, name: player.name, role: making ? "organizer" : "member" })
      }
    >
      <p className="font-semibold">
        {making ? t("committee.makeBody", { name }) : t("committee.removeBody", { name })}
      </p>
      <p className="text-sm text-slate-600">{making ? t("committee.makeNote") : t("committee.removeNote")}</p>
    </ConfirmDialog>
  );
}
