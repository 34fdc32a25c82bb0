import { Pencil, Trash2 } from "lucide-react";
import { PlayerAvatar } from "@/components/player-avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Player } from "@/features/players/api/types";
import { useT } from "@/lib/i18n";

/** Props of `PlayerList`. */
export interface PlayerListProps {
  players: Player[];
  onOpenProfile: (player: Player) => void;
  onEdit: (player: Player) => void;
  onDelete: (player: Player) => void;
}

function PlayerRow({
  player,
  onOpenProfile,
  onEdit,
  onDelete,
}: { player: Player } & Omit<PlayerListProps, "players">) {
  const t = useT();
  const record = { won: player.matchesWon, lost: player.matchesLost };
  return (
    <li className="flex items-center gap-3 px-3 py-2.5 sm:gap-4 sm:px-4">
      <PlayerAvatar name={player.name} src={player.avatar} />
      {/* The name's button stretches over the email line too: a 44 px target on phones. */}
      <div className="relative flex min-h-11 min-w-0 flex-1 flex-col justify-center">
        <button
          type="button"
          onClick={() => onOpenProfile(player)}
          className="block max-w-full truncate text-left text-base font-bold text-slate-900 underline-offset-4 after:absolute after:inset-0 hover:underline"
        >
          {player.name}
        </button>
        <p className="truncate text-sm text-slate-600">{player.email || t("adminPlayers.noEmail")}</p>
      </div>
      <dl className="grid shrink-0 grid-cols-[auto] gap-0.5 text-right sm:grid-cols-2 sm:gap-6">
        <div className="flex items-baseline justify-end gap-1 sm:block">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 max-sm:sr-only">
            {t("adminPlayers.points")}
          </dt>
          <dd className="text-base font-black tabular-nums text-court-900 sm:text-lg">
            {player.totalPoints}
          </dd>
        </div>
        <div className="flex items-baseline justify-end gap-1 sm:block">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t("adminPlayers.record")}
          </dt>
          <dd
            aria-label={t("adminPlayers.recordLabel", record)}
            className="text-sm font-bold tabular-nums text-slate-700 sm:text-lg sm:text-slate-900"
          >
            {t("adminPlayers.recordValue", record)}
          </dd>
        </div>
      </dl>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="lg:w-auto lg:gap-2 lg:px-3"
          aria-label={t("adminPlayers.editName", { name: player.name })}
          onClick={() => onEdit(player)}
        >
          <Pencil aria-hidden="true" className="size-5" />
          <span className="hidden lg:inline">{t("admin.edit")}</span>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-clay-700 hover:bg-clay-50 lg:w-auto lg:gap-2 lg:px-3"
          aria-label={t("adminPlayers.deleteName", { name: player.name })}
          onClick={() => onDelete(player)}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <span className="hidden lg:inline">{t("admin.delete")}</span>
        </Button>
      </div>
    </li>
  );
}

/** The approved players: photo, name (opens the profile), email, total points, W-L, Edit, Delete. */
export function PlayerList({ players, onOpenProfile, onEdit, onDelete }: PlayerListProps) {
  const t = useT();
  return (
    <Card className="overflow-hidden">
      <ul aria-label={t("adminPlayers.listLabel")} className="divide-y divide-slate-100">
        {players.map((player) => (
          <PlayerRow
            key={player.id}
            player={player}
            onOpenProfile={onOpenProfile}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </ul>
    </Card>
  );
}
