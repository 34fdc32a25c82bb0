import ArrowUp from "lucide-react/icons/arrow-up";
import CalendarX from "lucide-react/icons/calendar-x";
import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormat, usePlural, useT } from "@/lib/i18n";
import type { PastSeason, RankingEntry, Season } from "@/lib/wire";
import { useSeasons } from "../api/get-seasons";

/** Props of `SeasonArchive`. */
export interface SeasonArchiveProps {
  /** Shows a season's whole ranking above. */
  onOpenSeason: (season: Season) => void;
  /** Opens a player's profile in a season. */
  onOpenPlayer: (id: number, season: Season) => void;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 content-start gap-2">
      <h4 className="text-sm font-extrabold uppercase tracking-wide text-court-800">{title}</h4>
      {children}
    </section>
  );
}

/** A season's first ten, each opening the player's profile in that season. */
function TopList({
  entries,
  season,
  onOpenPlayer,
}: {
  entries: RankingEntry[];
  season: Season;
  onOpenPlayer: SeasonArchiveProps["onOpenPlayer"];
}) {
  const t = useT();
  const format = useFormat();
  return (
    <ol className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            onClick={() => onOpenPlayer(entry.id, season)}
            className="flex min-h-11 w-full items-center gap-2 rounded-xl px-2 text-left hover:bg-court-50"
          >
            <span className="w-6 shrink-0 text-center font-bold tabular-nums text-slate-600">
              {entry.rank}
            </span>
            <PlayerAvatar name={entry.name} src={entry.avatar} size="sm" />
            <span className="min-w-0 flex-1 break-words font-semibold text-slate-900">{entry.name}</span>
            <span className="shrink-0 text-sm font-bold tabular-nums text-court-800">
              {t("players.points", { points: format.number(entry.totalPoints) })}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** One finished season: the finals' champion first, the league's leader, the top 10 (and doubles top 10) and every champion. */
function SeasonCard({ past, onOpenSeason, onOpenPlayer }: { past: PastSeason } & SeasonArchiveProps) {
  const t = useT();
  const format = useFormat();
  const plural = usePlural();
  const headingId = `season-${past.season}-title`;
  const finals = past.finalsChampion;
  // The finals' champion has the banner; the list names every other tournament's.
  const champions = past.champions.filter((champion) => champion.tournamentId !== finals?.tournamentId);
  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-2xl font-black text-court-900">
          {t("seasons.seasonTitle", { season: past.season })}
        </h3>
        <Button variant="secondary" onClick={() => onOpenSeason(past.season)}>
          <ArrowUp aria-hidden="true" className="size-4" />
          {t("seasons.viewRanking", { season: past.season })}
        </Button>
      </div>

      {finals ? (
        <div className="flex items-center gap-3 rounded-xl bg-ball-200 p-3 ring-1 ring-ball-500">
          <Trophy aria-hidden="true" className="size-8 shrink-0 text-gold" />
          <div className="min-w-0">
            <p className="text-xs font-extrabold uppercase tracking-wide text-court-900">
              {t("seasons.finalsChampion")}
            </p>
            <p className="break-words text-lg font-black leading-tight text-court-950">
              {finals.championName}
            </p>
            <p className="break-words text-sm text-court-900">{finals.tournamentName}</p>
          </div>
        </div>
      ) : null}

      {past.leagueMostSets ? (
        <div className="flex items-center gap-3 rounded-xl bg-court-50 p-3 ring-1 ring-court-200">
          <Swords aria-hidden="true" className="size-6 shrink-0 text-court-700" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-extrabold uppercase tracking-wide text-court-800">
              {t("seasons.leagueMostSets")}
            </p>
            <p className="break-words font-bold text-slate-900">{past.leagueMostSets.name}</p>
          </div>
          <span className="shrink-0 font-black tabular-nums text-court-900">
            {plural(past.leagueMostSets.setsWon, "seasons.setsWon")}
          </span>
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Part title={t("seasons.top")}>
          <TopList entries={past.top} season={past.season} onOpenPlayer={onOpenPlayer} />
        </Part>
        {past.doublesTop ? (
          <Part title={t("seasons.doublesTop")}>
            <TopList entries={past.doublesTop} season={past.season} onOpenPlayer={onOpenPlayer} />
          </Part>
        ) : null}
        <Part title={t("seasons.champions")}>
          {champions.length === 0 ? (
            <p className="text-sm text-slate-700">{t("seasons.noChampions")}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
              {champions.map((champion) => (
                <li key={champion.tournamentId} className="flex items-center gap-3 px-3 py-2">
                  <Trophy aria-hidden="true" className="size-5 shrink-0 text-court-700" />
                  <span className="min-w-0 flex-1">
                    {/* A doubles champion is a team (no player of its own): its name, marked as doubles. */}
                    <span className="block break-words font-semibold text-slate-900">
                      {champion.championName}
                      {champion.championTeam ? (
                        <Badge tone="blue" className="ml-2 align-middle">
                          {t("playerDoubles.team")}
                        </Badge>
                      ) : null}
                    </span>
                    <span className="block break-words text-sm text-slate-600">
                      {champion.tournamentName} · {format.date(champion.startDate)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Part>
      </div>
    </Card>
  );
}

/** The past seasons, newest first: each one's champions and top 10, and a way to its whole ranking. */
export function SeasonArchive(props: SeasonArchiveProps) {
  const t = useT();
  const seasons = useSeasons();

  let body;
  if (seasons.isPending) body = <Spinner label={t("seasons.archiveLoading")} />;
  else if (seasons.isError) body = <LoadError onRetry={() => void seasons.refetch()} />;
  else if (seasons.data.seasons.length === 0)
    body = (
      <EmptyState icon={CalendarX} title={t("seasons.archiveEmpty")} hint={t("seasons.archiveEmptyHint")} />
    );
  else body = seasons.data.seasons.map((past) => <SeasonCard key={past.season} past={past} {...props} />);

  return (
    <section aria-labelledby="past-seasons-title" className="grid grid-cols-1 gap-4">
      <h2 id="past-seasons-title" className="text-2xl font-black tracking-tight text-court-900">
        {t("seasons.archiveTitle")}
      </h2>
      {body}
    </section>
  );
}
