import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";
import { levelLabel } from "@/shared/players/model/level";
import { PlayerMenu } from "./player-menu";
import { ProfileNameButton } from "./profile-name-button";

/** Props of `PlayerList`. */
export interface PlayerListProps {
  players: Player[];
  onOpenProfile: (player: Player) => void;
  onEdit: (player: Player) => void;
  onDelete: (player: Player) => void;
  /** Opens a player's sign-in link; left out for a player this console may not make one for. */
  onSignInLink: (player: Player) => void;
  /** Whether this console makes `player`'s sign-in link (the password's: anyone's). */
  makesLinkFor: (player: Player) => boolean;
  onEndSessions: (player: Player) => void;
  /** Opens Make / Remove Organizer; only the password's console has it. */
  onRole?: (player: Player) => void;
}

function PlayerRow({
  player,
  onOpenProfile,
  onEdit,
  onDelete,
  onSignInLink,
  makesLinkFor,
  onEndSessions,
  onRole,
}: { player: Player } & Omit<PlayerListProps, "players">) {
  const t = useT();
  const format = useFormat();
  const record = { won: player.matchesWon, lost: player.matchesLost };
  return (
    // Phones: the stats go under the name so that long names keep their room; wider
    // screens: the stats get their own columns.
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 px-3 py-2.5 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:gap-x-4 sm:px-4">
      <PlayerAvatar name={player.name} src={player.avatar} className="row-span-2 sm:row-span-1" />
      {/* The name's button stretches over the email line too: a 44 px target. */}
      <div className="relative col-start-2 row-start-1 flex min-h-11 min-w-0 flex-col justify-center">
        <ProfileNameButton player={player} onOpen={onOpenProfile} />
        {/* An organizer's badge comes before the email; a long email goes under it on a phone. */}
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-600">
          {player.role === "organizer" ? <Badge tone="ball">{t("committee.organizer")}</Badge> : null}
          <span className="min-w-0 max-w-full truncate">{player.email || t("adminPlayers.noEmail")}</span>
        </p>
      </div>
      <dl className="col-start-2 row-start-2 flex gap-4 sm:col-start-3 sm:row-start-1 sm:gap-2">
        <div className="flex items-baseline gap-1.5 sm:block sm:w-16 sm:text-right">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t("adminPlayers.points")}
          </dt>
          <dd className="text-sm font-black tabular-nums text-court-900 sm:text-lg">
            {format.number(player.totalPoints)}
          </dd>
        </div>
        <div className="flex items-baseline gap-1.5 sm:block sm:w-16 sm:text-right">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t("adminPlayers.record")}
          </dt>
          <dd
            aria-label={t("adminPlayers.recordLabel", record)}
            className="text-sm font-bold tabular-nums text-slate-800 sm:text-lg"
          >
            {t("adminPlayers.recordValue", record)}
          </dd>
        </div>
        <div className="flex items-baseline gap-1.5 sm:block sm:w-16 sm:text-right">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t("level.legend")}
          </dt>
          {/* Unconfirmed is a dash on screen, said in full to a screen reader. */}
          <dd
            aria-label={levelLabel(player.level, t)}
            className={cx(
              "text-sm font-bold tabular-nums sm:text-lg",
              player.level ? "text-slate-800" : "text-amber-700",
            )}
          >
            {player.level ?? "–"}
          </dd>
        </div>
      </dl>
      <div className="col-start-3 row-span-2 row-start-1 flex gap-1 sm:col-start-4 sm:row-span-1">
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
        <PlayerMenu
          player={player}
          onSignInLink={makesLinkFor(player) ? onSignInLink : undefined}
          onEndSessions={onEndSessions}
          onRole={onRole}
        />
      </div>
    </li>
  );
}

/**
 * The approved players: photo, name (opens the profile), an organizer's badge, level, email,
 * total points, W-L, Edit, Delete, and a menu with their sign-in link, their role and ending
 * their sessions.
 */
export function PlayerList({ players, ...actions }: PlayerListProps) {
  const t = useT();
  return (
    <Card className="overflow-hidden">
      <ul aria-label={t("adminPlayers.listLabel")} className="divide-y divide-slate-100">
        {players.map((player) => (
          <PlayerRow key={player.id} player={player} {...actions} />
        ))}
      </ul>
    </Card>
  );
}
