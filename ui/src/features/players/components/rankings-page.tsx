import CalendarX from "lucide-react/icons/calendar-x";
import Medal from "lucide-react/icons/medal";
import Trophy from "lucide-react/icons/trophy";
import UserX from "lucide-react/icons/user-x";
import { lazy, memo, useCallback, useDeferredValue, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { PlayerAvatar } from "@/components/player-avatar";
import { Card } from "@/components/ui/card";
import { OpenedOnce } from "@/components/ui/dialog-on-demand";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api";
import { cx } from "@/lib/class-names";
import { useFormat, useT, type MessageKey } from "@/lib/i18n";
import { useProgressiveCount } from "@/lib/progressive";
import type { RankingEntry, Season } from "@/lib/wire";
import { DOUBLES, disciplineFromParam } from "@/shared/players/model/discipline";
import { ALL_TIME, clubSeason, seasonFromParam } from "@/shared/players/model/season";
import { useRankings } from "@/shared/players/api/get-rankings";
import { useSeasons } from "../api/get-seasons";
import { SeasonArchive } from "./season-archive";
import { SeasonPicker } from "./season-picker";

const PlayerProfileDialog = lazy(() =>
  import("@/shared/players/components/player-profile-dialog").then((m) => ({
    default: m.PlayerProfileDialog,
  })),
);

const podium: Record<number, { colour: string; label: MessageKey; row: string }> = {
  1: { colour: "text-gold", label: "players.rankFirst", row: "bg-ball-100/70" },
  2: { colour: "text-silver", label: "players.rankSecond", row: "" },
  3: { colour: "text-bronze", label: "players.rankThird", row: "" },
};

/** One player's row; it renders once, however many rows are added after it. */
const RankingRow = memo(function RankingRow({
  entry,
  onSelect,
}: {
  entry: RankingEntry;
  onSelect: (id: number) => void;
}) {
  const t = useT();
  const format = useFormat();
  const place = podium[entry.rank];
  return (
    <tr className={cx("border-t border-slate-100", place?.row)}>
      <td className="px-1 py-2 text-center sm:px-3">
        {place ? (
          <span className="inline-flex items-center gap-1 font-black tabular-nums">
            {entry.rank === 1 ? (
              <Trophy aria-label={t(place.label)} className={`size-5 ${place.colour}`} />
            ) : (
              <Medal aria-label={t(place.label)} className={`size-5 ${place.colour}`} />
            )}
            {entry.rank}
          </span>
        ) : (
          <span className="font-bold tabular-nums text-slate-600">{entry.rank}</span>
        )}
      </td>
      <td className="px-1 py-1.5 sm:px-2">
        <button
          type="button"
          onClick={() => onSelect(entry.id)}
          className="flex min-h-12 w-full items-center gap-2 rounded-xl px-1 text-left hover:bg-court-50 sm:gap-3"
        >
          {/* A smaller photo on a phone leaves the name room for two lines at most. */}
          <PlayerAvatar name={entry.name} src={entry.avatar} size="sm" className="sm:size-10 sm:text-sm" />
          <span className="min-w-0 break-words text-base font-bold leading-snug text-slate-900 underline-offset-4 hover:underline">
            {entry.name}
          </span>
        </button>
      </td>
      <td className="py-2 pl-1 pr-3 text-right text-lg font-black tabular-nums text-court-900 sm:pl-3">
        {format.number(entry.totalPoints)}
      </td>
    </tr>
  );
});

/** Where the season's ranking is: a season of the archive scrolls here. */
const RANKING_ID = "season-ranking";
const PICKER_ID = "season-picker";

/** A player whose profile is open, and the season it shows. */
interface Selected {
  id: number;
  season: Season | null;
}

/**
 * Overall Rankings: rank, player and points of a season (this one unless `?season=` names
 * another, or all time), singles or doubles (`?discipline=doubles`, where each partner has the
 * team's points); a name opens the profile of that season. Below, the past seasons.
 */
/**
 * The page's title and the line under it, which names the season shown. The first paint of
 * `/rankings` holds it too (src/app/first-paint.tsx), the season written in by the server.
 */
export function RankingsHeader({ doubles, season }: { doubles: boolean; season: Season }) {
  const t = useT();
  return (
    <header>
      <h1 className="text-3xl font-black tracking-tight text-court-900 sm:text-4xl">
        {t(doubles ? "rankingDiscipline.title" : "rankings.title")}
      </h1>
      <p className="mt-1 text-base text-slate-700">
        {season === ALL_TIME
          ? t(doubles ? "rankingDiscipline.subtitleAll" : "seasons.subtitleAll")
          : t(doubles ? "rankingDiscipline.subtitle" : "seasons.subtitle", { season })}
      </p>
    </header>
  );
}

export function RankingsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const season = seasonFromParam(params.get("season"));
  const discipline = disciplineFromParam(params.get("discipline"));
  const doubles = discipline === DOUBLES;
  const rankings = useDeferredValue(useRankings(season, discipline));
  const seasons = useSeasons();
  const current = seasons.data?.current ?? clubSeason();
  const [selected, setSelected] = useState<Selected | null>(null);
  const shown = useProgressiveCount(rankings.data?.length ?? 0, 20, 10);
  const openFromTable = useCallback((id: number) => setSelected({ id, season }), [season]);

  /** Sets one of the URL's choices (null: its default, left out), keeping the other. */
  const setParam = (name: "season" | "discipline", value: string | null) => {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (value === null) updated.delete(name);
        else updated.set(name, value);
        return updated;
      },
      { replace: true },
    );
  };
  const choose = (next: Season | null) => setParam("season", next);
  const chooseDiscipline = (next: string) =>
    setParam("discipline", disciplineFromParam(next) === DOUBLES ? DOUBLES : null);

  const openSeason = (next: Season) => {
    choose(next);
    document.getElementById(RANKING_ID)?.scrollIntoView?.({ block: "start" });
    document.getElementById(PICKER_ID)?.focus({ preventScroll: true });
  };

  const shownSeason = season ?? current;

  let body;
  if (rankings.isPending) body = <Spinner label={t("rankings.loading")} />;
  else if (rankings.isError)
    body =
      rankings.error instanceof ApiError && rankings.error.code === "season_invalid" ? (
        <EmptyState icon={CalendarX} title={t("seasons.invalid")} hint={t("seasons.invalidHint")} />
      ) : (
        <LoadError onRetry={() => void rankings.refetch()} />
      );
  else if (rankings.data.length === 0)
    body = (
      <EmptyState
        icon={UserX}
        title={
          season === null || season === current || season === ALL_TIME
            ? t(doubles ? "rankingDiscipline.empty" : "rankings.empty")
            : t(doubles ? "rankingDiscipline.emptySeason" : "seasons.emptySeason", { season })
        }
      />
    );
  else
    body = (
      <Card className="overflow-hidden">
        {/* Fixed columns: a long name wraps instead of pushing the points off a phone's
            screen, and rows added below do not make the browser measure every row again.
            On a phone the rank and points columns are just wide enough for their
            contents, so the name has the rest. */}
        <table className="w-full table-fixed">
          <thead className="bg-court-900 text-left text-xs font-bold uppercase tracking-wider text-court-100">
            <tr>
              <th scope="col" className="w-12 px-1 py-3 text-center sm:w-20 sm:px-3">
                {/* "Puesto" is wider than a phone's rank column: a phone shows "#", and reads the word. */}
                <span aria-hidden="true" className="sm:hidden">
                  #
                </span>
                <span className="max-sm:sr-only">{t("rankings.rank")}</span>
              </th>
              <th scope="col" className="px-2 py-3">
                {t("rankings.player")}
              </th>
              <th scope="col" className="w-[4.5rem] py-3 pl-1 pr-3 text-right sm:w-40 sm:pl-3">
                {t("rankings.totalPoints")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rankings.data.slice(0, shown).map((entry) => (
              <RankingRow key={entry.id} entry={entry} onSelect={openFromTable} />
            ))}
          </tbody>
        </table>
      </Card>
    );

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4">
      <PageTitle page={t(doubles ? "rankingDiscipline.title" : "rankings.title")} />
      <RankingsHeader doubles={doubles} season={shownSeason} />
      {/* Singles or doubles as tabs, the table the chosen tab's panel, of the season picked
          between them. Clear of the sticky top bar when a past season scrolls here. */}
      <Tabs
        id={RANKING_ID}
        value={discipline}
        onValueChange={chooseDiscipline}
        className="grid scroll-mt-20 grid-cols-1 gap-4"
      >
        <TabsList aria-label={t("rankingDiscipline.label")}>
          <TabsTrigger value="singles">{t("rankingDiscipline.singles")}</TabsTrigger>
          <TabsTrigger value={DOUBLES}>{t("rankingDiscipline.doubles")}</TabsTrigger>
        </TabsList>
        <SeasonPicker
          id={PICKER_ID}
          season={season}
          current={current}
          past={seasons.data?.seasons.map((past) => past.season) ?? []}
          onChange={choose}
        />
        <TabsContent value={discipline} className="mt-0">
          {body}
        </TabsContent>
      </Tabs>
      {/* The archive waits for the ranking, so the table never arrives above it and pushes it
          down (a layout shift). */}
      {rankings.isPending ? null : (
        <div className="mt-6">
          <SeasonArchive
            onOpenSeason={openSeason}
            onOpenPlayer={(id, past) => setSelected({ id, season: past })}
          />
        </div>
      )}
      <OpenedOnce open={selected !== null}>
        <PlayerProfileDialog
          playerId={selected?.id ?? null}
          season={selected?.season ?? null}
          onClose={() => setSelected(null)}
        />
      </OpenedOnce>
    </div>
  );
}
