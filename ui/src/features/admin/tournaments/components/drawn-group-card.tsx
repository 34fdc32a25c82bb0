import { PlayerAvatar } from "@/components/player-avatar";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import type { Group, GroupPlayer } from "@/lib/wire";
import { groupName } from "@/shared/tournaments/model/server-words";

/**
 * A group before its schedule exists: its name and who was drawn into it. There is no
 * table yet (no points, no percentages), so there is nothing to rank or count either.
 */
export function DrawnGroupCard({ group, players }: { group: Group; players: GroupPlayer[] }) {
  const t = useT();
  return (
    <Card className="overflow-hidden">
      <h4 className="bg-court-800 px-4 py-2.5 text-lg font-extrabold text-white">
        {groupName(group.letter, t)}
      </h4>
      <ul className="grid grid-cols-1">
        {players.map((player) => (
          <li
            key={player.playerId}
            className="flex min-h-12 items-center gap-2 border-b border-slate-100 px-3 py-1.5 last:border-0"
          >
            <PlayerAvatar name={player.name} src={player.avatar} size="sm" />
            <span className="min-w-0 break-words font-semibold text-slate-900">{player.name}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
