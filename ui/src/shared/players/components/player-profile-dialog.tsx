import { Hand, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { cx } from "@/lib/class-names";
import { useFormat, useT, type Format, type MessageKey } from "@/lib/i18n";
import type { Profile, RecentMatch, Season } from "@/lib/wire";
import { usePlayerProfile } from "../api/get-player-profile";
import { ALL_TIME } from "../model/season";
import { AddToCalendar } from "@/shared/calendar/add-to-calendar";
import { matchScore } from "@/shared/tournaments/model/server-words";
import { finishLabel, recentMatchContext } from "../model/server-words";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <h3 className="text-sm font-extrabold uppercase tracking-wide text-court-800">{title}</h3>
      {children}
    </section>
  );
}

function Stat({ label, value, strong = false }: { label: string; value: string | number; strong?: boolean }) {
  return (
    <div
      className={cx(
        "rounded-xl p-3 text-center ring-1",
        strong ? "bg-court-900 text-white ring-court-900" : "bg-slate-50 ring-slate-200",
      )}
    >
      <dt className={cx("text-xs font-semibold", strong ? "text-court-100" : "text-slate-600")}>{label}</dt>
      <dd className={cx("text-2xl font-black tabular-nums", strong ? "text-ball-300" : "text-slate-900")}>
        {value}
      </dd>
    </div>
  );
}

/** The letter, its spoken label and colours of each way a recent match can end. */
const OUTCOME = {
  won: { letter: "profile.win", label: "profile.won", className: "bg-court-700 text-white" },
  lost: { letter: "profile.loss", label: "profile.lost", className: "bg-slate-200 text-slate-700" },
  drawn: { letter: "profile.draw", label: "profile.drawn", className: "bg-ball-200 text-court-950" },
} as const satisfies Record<
  RecentMatch["result"],
  { letter: MessageKey; label: MessageKey; className: string }
>;

/** Points with their sign, as the language writes numbers: "+90", "-30". */
function signed(points: number, format: Format): string {
  return points > 0 ? `+${format.number(points)}` : format.number(points);
}

function ProfileBody({ profile }: { profile: Profile }) {
  const t = useT();
  const format = useFormat();
  const { player, breakdown } = profile;
  return (
    // One column that may shrink below a long name: otherwise the name widens the panel past a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex items-center gap-4">
        <PlayerAvatar name={player.name} src={player.avatar} size="xl" className="ring-4 ring-ball-400" />
        <div className="min-w-0">
          {/* A long name wraps rather than losing its surname on a phone. */}
          <p className="break-words text-xl font-black leading-tight text-slate-900 sm:text-2xl">
            {player.name}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <Badge tone="green">
              {profile.rank
                ? t("profile.rank", { rank: format.number(profile.rank) })
                : t("profile.unranked")}
            </Badge>
            {/* The season the rank, numbers and breakdown are of, as the server counted them
                (a server older than seasons sends none). */}
            {profile.season ? (
              <Badge tone="ball">
                {profile.season === ALL_TIME
                  ? t("seasons.allTime")
                  : t("seasons.seasonTitle", { season: profile.season })}
              </Badge>
            ) : null}
            <span className="flex items-center gap-1 text-sm font-medium text-slate-700">
              <Hand aria-hidden="true" className="size-4" />
              {player.bestHand === "left" ? t("hand.left") : t("hand.right")}
            </span>
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label={t("profile.played")} value={format.number(player.matchesPlayed)} />
        <Stat label={t("profile.won")} value={format.number(player.matchesWon)} />
        <Stat label={t("profile.lost")} value={format.number(player.matchesLost)} />
        <Stat label={t("profile.winRate")} value={format.percent(Math.round(profile.winRate), 0)} strong />
      </dl>

      <Section title={t("profile.breakdown")}>
        <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {breakdown.tournaments.map((entry) => (
            <li key={entry.tournamentId} className="flex items-center gap-3 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block break-words font-semibold text-slate-900">{entry.tournamentName}</span>
                <span className="text-sm text-slate-600">{finishLabel(entry.finish, t)}</span>
              </span>
              <span className="font-bold tabular-nums text-court-800">{signed(entry.points, format)}</span>
            </li>
          ))}
          {breakdown.league !== 0 ? (
            <li className="flex items-center gap-3 px-3 py-2">
              <span className="flex-1 font-semibold text-slate-900">{t("profile.league")}</span>
              <span className="font-bold tabular-nums text-court-800">
                {signed(breakdown.league, format)}
              </span>
            </li>
          ) : null}
          {breakdown.walkoverPenalty !== 0 ? (
            <li className="flex items-center gap-3 px-3 py-2">
              <span className="flex-1 font-semibold text-slate-900">{t("profile.walkovers")}</span>
              <span className="font-bold tabular-nums text-clay-700">
                {signed(-Math.abs(breakdown.walkoverPenalty), format)}
              </span>
            </li>
          ) : null}
          {breakdown.adjustments.map((adjustment, index) => (
            <li key={`${adjustment.createdAt}-${index}`} className="flex items-center gap-3 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{t("profile.adjustment")}</span>
                {adjustment.reason ? (
                  <span className="block break-words text-sm text-slate-600">{adjustment.reason}</span>
                ) : null}
              </span>
              <span
                className={cx(
                  "font-bold tabular-nums",
                  adjustment.amount < 0 ? "text-clay-700" : "text-court-800",
                )}
              >
                {signed(adjustment.amount, format)}
              </span>
            </li>
          ))}
          <li className="flex items-center gap-3 bg-court-50 px-3 py-2">
            <span className="flex-1 font-extrabold text-slate-900">{t("profile.total")}</span>
            <span className="text-lg font-black tabular-nums text-court-900">
              {format.number(breakdown.total)}
            </span>
          </li>
        </ul>
      </Section>

      <Section title={t("profile.recent")}>
        {profile.recentMatches.length === 0 ? (
          <p className="text-sm text-slate-700">{t("profile.noMatches")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {profile.recentMatches.map((match, index) => (
              <li
                key={`${match.date}-${match.opponentId}-${index}`}
                className="flex items-center gap-3 px-3 py-2"
              >
                <span
                  aria-label={t(OUTCOME[match.result].label)}
                  className={cx(
                    "inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-black",
                    OUTCOME[match.result].className,
                  )}
                >
                  {t(OUTCOME[match.result].letter)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block break-words font-semibold text-slate-900">
                    {t("profile.versus", { name: match.opponentName })}
                  </span>
                  <span className="block break-words text-sm text-slate-600">
                    {format.date(match.date)} · {recentMatchContext(match, t)}
                  </span>
                </span>
                {matchScore(match.score, match.outcome, t) ? (
                  <span className="shrink-0 font-mono text-sm font-semibold tabular-nums">
                    {matchScore(match.score, match.outcome, t)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <div>
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
