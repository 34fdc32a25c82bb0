import ArrowLeft from "lucide-react/icons/arrow-left";
import UserX from "lucide-react/icons/user-x";
import { useDeferredValue } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import type { Profile, Season } from "@/lib/wire";
import { AddToCalendar } from "@/shared/calendar/add-to-calendar";
import { usePlayerProfile } from "@/shared/players/api/get-player-profile";
import { ProfileSummary, Section } from "@/shared/players/components/profile-parts";
import { clubSeason, seasonFromParam } from "@/shared/players/model/season";
import { useSeasons } from "../api/get-seasons";
import { SeasonPicker } from "./season-picker";
import { SeasonFigures, Titles } from "./player-figures";
import { ComparePicker } from "./compare-picker";
import { DoublesFigures } from "./player-doubles";
import { MatchHistory } from "./player-history";
import { MatchesToPlay } from "./player-matches-to-play";

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
        <ProfileSummary profile={profile} level={2} />
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
      <MatchesToPlay playerId={player.id} />
      <SeasonFigures playerId={player.id} season={season ?? current} chartSeason={season} />
      {/* Absent for a player without a doubles match in the season. */}
      {profile.doubles ? <DoublesFigures doubles={profile.doubles} /> : null}
      <Section title={t("playerPage.titles")} level={2}>
        <Titles playerId={player.id} />
      </Section>
      <MatchHistory playerId={player.id} season={season ?? current} />
    </div>
  );
}

/**
 * A player's own page (`/players/{id}`): the profile of the chosen season (`?season=`), the
 * tournament matches still to play with their timing, the season's record and ranking chart,
 * their doubles (if they played any in the season), titles won, and the whole match history.
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
