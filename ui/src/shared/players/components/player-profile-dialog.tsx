import UserRound from "lucide-react/icons/user-round";
import UserX from "lucide-react/icons/user-x";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { useFormat, useT } from "@/lib/i18n";
import type { DoublesRecord, Profile, Season } from "@/lib/wire";
import { usePlayerProfile } from "../api/get-player-profile";
import { AddToCalendar } from "@/shared/calendar/add-to-calendar";
import { MatchRow, ProfileSummary, Section } from "./profile-parts";

/** The season's doubles numbers in a line that wraps: played, won, lost, win rate, doubles points. */
function DoublesLine({ doubles }: { doubles: DoublesRecord }) {
  const t = useT();
  const format = useFormat();
  const figures: [label: string, value: string][] = [
    [t("profile.played"), format.number(doubles.matchesPlayed)],
    [t("profile.won"), format.number(doubles.matchesWon)],
    [t("profile.lost"), format.number(doubles.matchesLost)],
    [t("profile.winRate"), format.percent(Math.round(doubles.winRate), 0)],
    [t("playerDoubles.points"), format.number(doubles.totalPoints)],
  ];
  return (
    <Section title={t("playerDoubles.title")}>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
        {figures.map(([label, value]) => (
          <div key={label} className="flex items-baseline gap-1.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-bold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function ProfileBody({ profile }: { profile: Profile }) {
  const t = useT();
  const { player } = profile;
  return (
    // One column that may shrink below a long name: otherwise the name widens the panel past a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <ProfileSummary profile={profile} />
      {profile.doubles ? <DoublesLine doubles={profile.doubles} /> : null}
      <Section title={t("profile.recent")}>
        {profile.recentMatches.length === 0 ? (
          <p className="text-sm text-slate-700">{t("profile.noMatches")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {profile.recentMatches.map((match, index) => (
              <MatchRow key={`${match.date}-${match.opponentId}-${index}`} match={match} />
            ))}
          </ul>
        )}
      </Section>
      <div className="flex flex-wrap gap-2">
        <Link to={`/players/${player.id}`} className={buttonClasses("primary", "md")}>
          <UserRound aria-hidden="true" className="size-5" />
          {t("playerPage.view")}
        </Link>
        <AddToCalendar path={`/api/players/${player.id}/calendar.ics`} what={player.name} />
      </div>
    </div>
  );
}

function ProfileLoader({ playerId, season }: { playerId: number; season: Season | null }) {
  const t = useT();
  const profile = usePlayerProfile(playerId, season);
  if (profile.isPending) return <Spinner label={t("profile.loading")} />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return (
        <div className="flex flex-col items-center gap-2 py-8 text-center">
          <UserX aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg font-bold text-slate-900">{t("profile.notFound")}</p>
        </div>
      );
    }
    return <LoadError onRetry={() => void profile.refetch()} />;
  }
  return <ProfileBody profile={profile.data} />;
}

/**
 * The player profile modal; open while `playerId` is set. Its rank, numbers and breakdown are
 * those of `season` (a year or "all"); without one, of the current season.
 */
export function PlayerProfileDialog({
  playerId,
  season = null,
  onClose,
}: {
  playerId: number | null;
  season?: Season | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={playerId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {playerId !== null ? (
        <DialogContent title={t("profile.title")} size="md">
          <ProfileLoader playerId={playerId} season={season} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
