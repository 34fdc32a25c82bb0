import Medal from "lucide-react/icons/medal";
import UserX from "lucide-react/icons/user-x";
import { useDeferredValue } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { compareNames } from "@/lib/collate";
import { useFormat, useT } from "@/lib/i18n";
import type { TournamentPlayer } from "@/lib/wire";
import { useTournamentPlayers } from "@/shared/tournaments/api/get-tournament-players";

/** Tournament points, highest first; equal points by name, in Spanish order as the server sorts. */
export function orderByTournamentPoints(players: readonly TournamentPlayer[]): TournamentPlayer[] {
  return [...players].sort((a, b) => b.tournamentPoints - a.tournamentPoints || compareNames(a.name, b.name));
}

/** The Players tab: entrants by tournament points, gold and silver for the top two once they have points. */
export function PlayersTab({ tournamentId }: { tournamentId: number }) {
  const t = useT();
  const format = useFormat();
  const players = useDeferredValue(useTournamentPlayers(tournamentId));
  if (players.isPending) return <Spinner />;
  if (players.isError) return <LoadError onRetry={() => void players.refetch()} />;
  if (players.data.length === 0) return <EmptyState icon={UserX} title={t("players.empty")} />;
  return (
    <Card>
      <ol className="divide-y divide-slate-100">
        {orderByTournamentPoints(players.data).map((player, index) => {
          const medal =
            player.tournamentPoints > 0 && index === 0
              ? { className: "text-gold", label: t("players.rankFirst") }
              : player.tournamentPoints > 0 && index === 1
                ? { className: "text-silver", label: t("players.rankSecond") }
                : null;
          return (
            <li key={player.playerId} className="flex items-center gap-3 px-3 py-3 sm:px-4">
              <span className="w-6 text-right text-sm font-bold tabular-nums text-slate-500">
                {index + 1}
              </span>
              <PlayerAvatar name={player.name} src={player.avatar} />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-bold text-slate-900">
                  {/* A doubles team's two names wrap rather than lose the partner. */}
                  <span className={player.team ? "min-w-0 break-words" : "truncate"}>{player.name}</span>
                  {medal ? (
                    <Medal aria-label={medal.label} className={`size-5 shrink-0 ${medal.className}`} />
                  ) : null}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {player.seedShown ? (
                    <Badge tone="gray">{t("players.seed", { seed: player.seed })}</Badge>
                  ) : null}
                  {player.email ? (
                    <span className="truncate text-sm text-slate-600">{player.email}</span>
                  ) : null}
                </div>
              </div>
              <span className="shrink-0 rounded-lg bg-court-50 px-2.5 py-1 text-sm font-extrabold tabular-nums text-court-900">
                {t("players.points", { points: format.number(player.tournamentPoints) })}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
