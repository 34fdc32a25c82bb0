import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";
import { useApprovePlayer } from "../api/approve-player";
import { sameNamePlayers, type SameNamePlayer } from "../model/duplicate-name";
import { ProfileNameButton } from "./profile-name-button";
import { SameNameWarning } from "./same-name-warning";

/** Props of `PendingList`. */
export interface PendingListProps {
  players: Player[];
  onOpenProfile: (player: Player) => void;
  onReject: (player: Player) => void;
}

function PendingRow({
  player,
  onOpenProfile,
  onReject,
}: { player: Player } & Omit<PendingListProps, "players">) {
  const t = useT();
  const approve = useApprovePlayer();
  const [sameName, setSameName] = useState<SameNamePlayer[] | null>(null);
  const send = (allowDuplicateName: boolean) =>
    approve.mutate(
      { id: player.id, name: player.name, allowDuplicateName },
      { onError: (error) => setSameName(sameNamePlayers(error)), onSuccess: () => setSameName(null) },
    );
  return (
    <li className="grid grid-cols-1 gap-3 p-3 sm:flex sm:flex-wrap sm:items-center sm:gap-4 sm:p-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PlayerAvatar name={player.name} src={player.avatar} />
        {/* The name's button stretches over the lines below it: a 44 px target on phones. */}
        <div className="relative min-w-0">
          <ProfileNameButton player={player} onOpen={onOpenProfile} />
          <p className="truncate text-sm text-slate-700">{player.email || t("adminPlayers.noEmail")}</p>
          <p className="text-xs font-medium text-slate-600">
            {t("adminPlayers.registeredOn", { date: formatDate(player.createdAt) })}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button
          variant="primary"
          aria-label={t("adminPlayers.approveName", { name: player.name })}
          disabled={approve.isPending}
          onClick={() => send(false)}
        >
          <Check aria-hidden="true" className="size-5" />
          {t("adminPlayers.approve")}
        </Button>
        <Button
          variant="secondary"
          aria-label={t("adminPlayers.rejectName", { name: player.name })}
          disabled={approve.isPending}
          onClick={() => onReject(player)}
        >
          <X aria-hidden="true" className="size-5" />
          {t("adminPlayers.reject")}
        </Button>
      </div>
      {sameName ? (
        <div className="sm:basis-full">
          <SameNameWarning
            players={sameName}
            action={t("adminPlayers.approveAnyway")}
            busy={approve.isPending}
            onConfirm={() => send(true)}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Registrations waiting for the admin (docs/rules.md#permissions): Approve at once (under a
 * name another player goes by, after a warning that names them), Reject after a confirmation.
 */
export function PendingList({ players, onOpenProfile, onReject }: PendingListProps) {
  const t = useT();
  const headingId = "admin-pending-heading";
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border-2 border-amber-300 bg-amber-50/60"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-200 px-3 py-3 sm:px-4">
        <Clock aria-hidden="true" className="size-5 text-amber-700" />
        <h3 id={headingId} className="text-lg font-extrabold text-slate-900">
          {t("adminPlayers.pendingTitle")}
        </h3>
        <Badge tone="amber">{players.length}</Badge>
        <p className="w-full text-sm text-slate-700">{t("adminPlayers.pendingHint")}</p>
      </header>
      <ul aria-label={t("adminPlayers.pendingListLabel")} className="divide-y divide-amber-200 bg-white/70">
        {players.map((player) => (
          <PendingRow key={player.id} player={player} onOpenProfile={onOpenProfile} onReject={onReject} />
        ))}
      </ul>
    </section>
  );
}
