import { useMemo } from "react";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n";
import type { LeagueMatchFilters } from "@/shared/league/api/keys";
import { usePlayers } from "@/shared/players/api/get-players";
import { NativeSelect } from "@/components/ui/native-select";
import { approvedByName } from "../model/players";

/** Props of `LeagueFilters`. */
export interface LeagueFiltersProps {
  filters: LeagueMatchFilters;
  onChange: (filters: LeagueMatchFilters) => void;
}

/**
 * The League tab's filters: one player's matches, and pending or completed ones.
 * Until the players are loaded (or when they cannot be) the player filter offers
 * all players only; the list still works.
 */
export function LeagueFilters({ filters, onChange }: LeagueFiltersProps) {
  const t = useT();
  const players = usePlayers();
  const approved = useMemo(() => approvedByName(players.data ?? []), [players.data]);
  return (
    <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3 sm:flex sm:flex-wrap">
      <div className="grid grid-cols-1 gap-1.5 sm:w-64">
        <Label htmlFor="league-filter-player">{t("league.filterPlayer")}</Label>
        <NativeSelect
          id="league-filter-player"
          value={filters.playerId === null ? "" : String(filters.playerId)}
          onChange={(event) =>
            onChange({ ...filters, playerId: event.target.value === "" ? null : Number(event.target.value) })
          }
        >
          <option value="">{t("league.allPlayers")}</option>
          {approved.map((player) => (
            <option key={player.id} value={String(player.id)}>
              {player.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-1 gap-1.5 sm:w-44">
        <Label htmlFor="league-filter-status">{t("league.filterStatus")}</Label>
        <NativeSelect
          id="league-filter-status"
          value={filters.status ?? ""}
          onChange={(event) => {
            const status = event.target.value;
            onChange({ ...filters, status: status === "pending" || status === "completed" ? status : null });
          }}
        >
          <option value="">{t("league.allStatuses")}</option>
          <option value="pending">{t("league.pending")}</option>
          <option value="completed">{t("league.completed")}</option>
        </NativeSelect>
      </div>
    </div>
  );
}
