import Trophy from "lucide-react/icons/trophy";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { useFormat, useT } from "@/lib/i18n";
import type { MatchRecord, Season } from "@/lib/wire";
import { usePlayerProfile } from "@/shared/players/api/get-player-profile";
import { Section, Stat } from "@/shared/players/components/profile-parts";
import { ALL_TIME } from "@/shared/players/model/season";
import { usePlayerHistory, useRankingHistory } from "../api/get-player-page";
import { RankChartView } from "./rank-chart";

/** A player page's figures: titles won, the season's record and the ranking chart. */
/** The record over the chosen season's matches: won, lost, drawn (when any), sets and games. */
export function RecordStats({ record }: { record: MatchRecord }) {
  const t = useT();
  const format = useFormat();
  const pair = (won: number, lost: number) =>
    t("playerPage.wonLost", { won: format.number(won), lost: format.number(lost) });
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Stat label={t("profile.won")} value={format.number(record.won)} strong />
      <Stat label={t("profile.lost")} value={format.number(record.lost)} />
      {record.drawn > 0 ? <Stat label={t("playerPage.drawn")} value={format.number(record.drawn)} /> : null}
      <Stat label={t("playerPage.sets")} value={pair(record.setsWon, record.setsLost)} />
      <Stat label={t("playerPage.games")} value={pair(record.gamesWon, record.gamesLost)} />
    </dl>
  );
}

/**
 * The tournaments the player won: the singles ones from their all-time points breakdown, then
 * the doubles ones from their all-time doubles record, each with the partner (a link to their
 * page) and marked as doubles.
 */
export function Titles({ playerId }: { playerId: number }) {
  const t = useT();
  const allTime = usePlayerProfile(playerId, ALL_TIME);
  if (allTime.isPending) return <Spinner />;
  if (allTime.isError) return <LoadError onRetry={() => void allTime.refetch()} />;
  const titles = allTime.data.breakdown.tournaments.filter((entry) => entry.finish === "champion");
  const doubles = allTime.data.doubles?.titles ?? [];
  if (titles.length === 0 && doubles.length === 0)
    return <p className="text-sm text-slate-700">{t("playerPage.noTitles")}</p>;
  return (
    <ul className="grid gap-1">
      {titles.map((title) => (
        <li key={title.tournamentId}>
          <TitleLink id={title.tournamentId} name={title.tournamentName} />
        </li>
      ))}
      {doubles.map((title) => (
        <li key={title.tournamentId} className="grid gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <TitleLink id={title.tournamentId} name={title.tournamentName} />
            <Badge tone="blue">{t("playerDoubles.team")}</Badge>
          </span>
          <span className="break-words pl-6 text-sm text-slate-700">
            {t("playerDoubles.withBefore")}
            <Link
              to={`/players/${title.partnerId}`}
              className="font-semibold text-court-800 underline decoration-court-300 underline-offset-2"
            >
              {title.partnerName}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A won tournament's name, a link to its page, behind a cup. */
function TitleLink({ id, name }: { id: number; name: string }) {
  return (
    <Link
      to={`/tournament/${id}`}
      className="flex min-w-0 items-center gap-2 break-words font-semibold text-slate-900 underline decoration-court-300 underline-offset-2"
    >
      <Trophy aria-hidden="true" className="size-4 shrink-0 text-gold" />
      {name}
    </Link>
  );
}

/** The season's record (from the history's record) and the ranking chart. */
export function SeasonFigures({
  playerId,
  season,
  chartSeason,
}: {
  playerId: number;
  season: Season;
  chartSeason: Season | null;
}) {
  const t = useT();
  const record = usePlayerHistory(playerId, { kind: null, season });
  const chart = useRankingHistory(playerId, chartSeason);
  return (
    <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
      <Section title={t("playerPage.record")} level={2}>
        {record.isPending ? (
          <Spinner />
        ) : record.isError ? (
          <LoadError onRetry={() => void record.refetch()} />
        ) : (
          <RecordStats record={record.data.pages[0]?.data.record ?? EMPTY_RECORD} />
        )}
      </Section>
      <Section title={t(season === ALL_TIME ? "playerPage.chartAll" : "playerPage.chart")} level={2}>
        {chart.isPending ? (
          <Spinner />
        ) : chart.isError ? (
          <LoadError onRetry={() => void chart.refetch()} />
        ) : (
          <RankChartView history={chart.data.points} />
        )}
      </Section>
    </div>
  );
}

const EMPTY_RECORD: MatchRecord = {
  won: 0,
  lost: 0,
  drawn: 0,
  setsWon: 0,
  setsLost: 0,
  gamesWon: 0,
  gamesLost: 0,
};
