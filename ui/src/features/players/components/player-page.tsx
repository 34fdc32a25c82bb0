import { ArrowLeft, ChevronDown, Swords, Trophy, UserX } from "lucide-react";
import { useDeferredValue, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { MatchRecord, Profile, Season } from "@/lib/wire";
import { AddToCalendar } from "@/shared/calendar/add-to-calendar";
import { usePlayerProfile } from "@/shared/players/api/get-player-profile";
import { usePlayers } from "@/shared/players/api/get-players";
import { MatchRow, ProfileSummary, Section, Stat } from "@/shared/players/components/profile-parts";
import { ALL_TIME, clubSeason, seasonFromParam } from "@/shared/players/model/season";
import { usePlayerHistory, useRankingHistory, type HistoryFilters } from "../api/get-player-page";
import { useSeasons } from "../api/get-seasons";
import { RankChartView } from "./rank-chart";
import { SeasonPicker } from "./season-picker";

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

/** The tournaments the player won, from their all-time points breakdown. */
function Titles({ playerId }: { playerId: number }) {
  const t = useT();
  const allTime = usePlayerProfile(playerId, ALL_TIME);
  if (allTime.isPending) return <Spinner />;
  if (allTime.isError) return <LoadError onRetry={() => void allTime.refetch()} />;
  const titles = allTime.data.breakdown.tournaments.filter((entry) => entry.finish === "champion");
  if (titles.length === 0) return <p className="text-sm text-slate-700">{t("playerPage.noTitles")}</p>;
  return (
    <ul className="grid gap-1">
      {titles.map((title) => (
        <li key={title.tournamentId}>
          <Link
            to={`/tournament/${title.tournamentId}`}
            className="flex items-center gap-2 font-semibold text-slate-900 underline decoration-court-300 underline-offset-2"
          >
            <Trophy aria-hidden="true" className="size-4 shrink-0 text-gold" />
            {title.tournamentName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Compare with…": another player of the club, then the head-to-head page. */
function ComparePicker({ playerId }: { playerId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const players = usePlayers();
  const [other, setOther] = useState("");
  const others = (players.data ?? []).filter((p) => p.id !== playerId && p.status === "approved");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (other) void navigate(`/players/${playerId}/vs/${other}`);
  };
  return (
    <form onSubmit={submit} className="grid w-full grid-cols-1 gap-1.5 sm:w-96">
      <Label htmlFor="compare-with">{t("playerPage.compare")}</Label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <select
            id="compare-with"
            value={other}
            onChange={(event) => setOther(event.target.value)}
            className={cx(fieldClasses, "appearance-none pr-10")}
          >
            <option value="">{t("playerPage.comparePick")}</option>
            {others.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
          />
        </div>
        <button type="submit" disabled={!other} className={buttonClasses("secondary", "md")}>
          <Swords aria-hidden="true" className="size-5" />
          {t("playerPage.compareGo")}
        </button>
      </div>
    </form>
  );
}

/** The match history: a kind filter, the matches newest first, and "Show more". */
function History({ playerId, season }: { playerId: number; season: Season }) {
  const t = useT();
  const [kind, setKind] = useState<HistoryFilters["kind"]>(null);
  const history = useDeferredValue(usePlayerHistory(playerId, { kind, season }));
  const pages = history.data?.pages ?? [];
  const matches = pages.flatMap((page) => page.data.matches);
  const total = pages[0]?.total ?? null;
  return (
    <Section title={t("playerPage.history")}>
      <div className="grid grid-cols-1 gap-1.5 sm:w-64">
        <Label htmlFor="history-kind">{t("playerPage.kind")}</Label>
        <div className="relative">
          <select
            id="history-kind"
            value={kind ?? ""}
            onChange={(event) => setKind((event.target.value || null) as HistoryFilters["kind"])}
            className={cx(fieldClasses, "appearance-none pr-10")}
          >
            <option value="">{t("playerPage.kindAll")}</option>
            <option value="tournament">{t("playerPage.kindTournament")}</option>
            <option value="league">{t("playerPage.kindLeague")}</option>
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
          />
        </div>
      </div>
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : matches.length === 0 ? (
        <p className="text-sm text-slate-700">{t("playerPage.noHistory")}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {matches.map((match, index) => (
              <MatchRow key={`${match.date}-${match.opponentId}-${index}`} match={match} linkOpponent />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2">
            {total !== null ? (
              <p aria-live="polite" className="text-sm font-medium text-slate-700">
                {t("playerPage.showing", { shown: matches.length, total })}
              </p>
            ) : null}
            {history.hasNextPage ? (
              <button
                type="button"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
                className={buttonClasses("secondary", "md")}
              >
                {t("playerPage.more")}
              </button>
            ) : null}
          </div>
        </>
      )}
    </Section>
  );
}

/** The season's record (from the history's record) and the ranking chart. */
function SeasonFigures({
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
      <Section title={t("playerPage.record")}>
        {record.isPending ? (
          <Spinner />
        ) : record.isError ? (
          <LoadError onRetry={() => void record.refetch()} />
        ) : (
          <RecordStats record={record.data.pages[0]?.data.record ?? EMPTY_RECORD} />
        )}
      </Section>
      <Section title={t(season === ALL_TIME ? "playerPage.chartAll" : "playerPage.chart")}>
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

function PlayerNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-14 text-center">
      <UserX aria-hidden="true" className="size-14 text-slate-400" />
      <h1 className="text-2xl font-extrabold text-court-900">{t("profile.notFound")}</h1>
      <Link to="/rankings" className={buttonClasses("primary", "md")}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("playerPage.back")}
      </Link>
    </section>
  );
}

function PlayerPageBody({ profile, season }: { profile: Profile; season: Season | null }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const seasons = useSeasons();
  const current = seasons.data?.current ?? clubSeason();
  const past = (seasons.data?.seasons ?? []).map((summary) => summary.season);
  const { player } = profile;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageTitle page={player.name} />
      <Link to="/rankings" className="flex w-fit items-center gap-1.5 text-sm font-semibold text-court-800">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("playerPage.back")}
      </Link>
      <h1 className="sr-only">{player.name}</h1>
      <Card className="grid grid-cols-[minmax(0,1fr)] gap-5 p-4 sm:p-6">
        <ProfileSummary profile={profile} />
        <div className="flex flex-wrap items-end gap-4">
          <SeasonPicker
            id="player-season"
            season={season}
            current={current}
            past={past}
            onChange={(next) => {
              const updated = new URLSearchParams(params);
              if (next === null) updated.delete("season");
              else updated.set("season", next);
              setParams(updated, { replace: true });
            }}
          />
          <ComparePicker playerId={player.id} />
          <AddToCalendar path={`/api/players/${player.id}/calendar.ics`} what={player.name} />
        </div>
      </Card>
      <SeasonFigures playerId={player.id} season={season ?? current} chartSeason={season} />
      <Section title={t("playerPage.titles")}>
        <Titles playerId={player.id} />
      </Section>
      <History playerId={player.id} season={season ?? current} />
    </div>
  );
}

/**
 * A player's own page (`/players/{id}`): the profile of the chosen season (`?season=`), the
 * season's record and ranking chart, titles won, and the whole match history.
 */
export function PlayerPage() {
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <PlayerNotFound />;
  return <PlayerLoader key={id} id={id} />;
}

function PlayerLoader({ id }: { id: number }) {
  const t = useT();
  const [search] = useSearchParams();
  const season = seasonFromParam(search.get("season"));
  const profile = useDeferredValue(usePlayerProfile(id, season));
  if (profile.isPending) return <Spinner label={t("playerPage.loading")} />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <PlayerNotFound />;
    return <LoadError onRetry={() => void profile.refetch()} />;
  }
  return <PlayerPageBody profile={profile.data} season={season} />;
}
