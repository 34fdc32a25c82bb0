import CalendarRange from "lucide-react/icons/calendar-range";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { TournamentBadge } from "@/shared/tournaments/components/tournament-badge";
import { defaultTournamentId } from "./model/match-sections";
import { TournamentMatches } from "./tournament-matches";

/**
 * The admin's Matches tab: pick a tournament (the active one first), then
 * record or change the results of its matches.
 */
export function MatchesTab() {
  const t = useT();
  const tournaments = useTournaments();
  const [chosen, setChosen] = useState<number | null>(null);

  if (tournaments.isPending) return <Spinner label={t("matches.loadingTournaments")} />;
  if (tournaments.isError) return <LoadError onRetry={() => void tournaments.refetch()} />;
  const list = tournaments.data;
  const id = chosen !== null && list.some((item) => item.id === chosen) ? chosen : defaultTournamentId(list);
  const tournament = list.find((item) => item.id === id);
  if (!tournament) return <EmptyState icon={CalendarRange} title={t("matches.noTournaments")} />;

  return (
    <div className="grid grid-cols-1 gap-5">
      <Card className="grid gap-3 p-4 sm:grid-cols-[minmax(0,28rem)_1fr] sm:items-end sm:gap-6">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="matches-tournament">{t("matches.tournament")}</Label>
          <Select
            id="matches-tournament"
            value={String(tournament.id)}
            onValueChange={(value) => setChosen(Number(value))}
            options={list.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 sm:pb-3">
          <TournamentBadge status={tournament.status} startDate={tournament.startDate} />
          <span>{t("matches.startsOn", { date: formatDate(tournament.startDate) })}</span>
        </div>
      </Card>
      <TournamentMatches key={tournament.id} tournamentId={tournament.id} />
    </div>
  );
}
