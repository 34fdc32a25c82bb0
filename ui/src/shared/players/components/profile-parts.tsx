import Hand from "lucide-react/icons/hand";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge } from "@/components/ui/badge";
import { cx } from "@/lib/class-names";
import { useFormat, useT, type Format, type MessageKey } from "@/lib/i18n";
import type { DoublesMatch, Profile } from "@/lib/wire";
import { matchScore } from "@/shared/tournaments/model/server-words";
import { ALL_TIME } from "../model/season";
import { finishLabel, recentMatchContext } from "../model/server-words";
import { levelLabel } from "../model/level";

/**
 * The parts of a player's profile that the profile dialog and the player's page share: the
 * head with rank and season, the numbers, the points breakdown, and one line per match
 * (singles or league, or doubles).
 */

/** A heading level a profile's parts take: 2 on a page under its h1, 3 in a dialog under its title. */
export type SectionLevel = 2 | 3;

/**
 * A titled part of a profile. Its heading is an `h{level}`: 3 (the default) in a dialog, whose
 * title is an h2; 2 on a page, right under its h1, so the headings keep their order.
 */
export function Section({
  title,
  level = 3,
  children,
}: {
  title: string;
  level?: SectionLevel;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="grid grid-cols-1 gap-2">
      <Heading className="text-sm font-extrabold uppercase tracking-wide text-court-800">{title}</Heading>
      {children}
    </section>
  );
}

export function Stat({
  label,
  value,
  strong = false,
  className,
}: {
  label: string;
  value: string | number;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cx(
        "rounded-xl p-3 text-center ring-1",
        strong ? "bg-court-900 text-white ring-court-900" : "bg-slate-50 ring-slate-200",
        className,
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
  Profile["recentMatches"][number]["result"],
  { letter: MessageKey; label: MessageKey; className: string }
>;

/** Points with their sign, as the language writes numbers: "+90", "-30". */
function signed(points: number, format: Format): string {
  return points > 0 ? `+${format.number(points)}` : format.number(points);
}

/**
 * The head (picture, name, rank, season, hand, level), the numbers and the points breakdown, whose
 * heading is at `level` (see `Section`).
 */
export function ProfileSummary({ profile, level = 3 }: { profile: Profile; level?: SectionLevel }) {
  const t = useT();
  const format = useFormat();
  const { player, breakdown } = profile;
  return (
    // One column that may shrink below a long name: otherwise the name widens the panel past a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex items-center gap-4">
        <PlayerAvatar
          name={player.name}
          src={player.avatar}
          size="xl"
          main
          className="ring-4 ring-ball-400"
        />
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
            <span className="text-sm font-medium text-slate-700">{levelLabel(player.level, t)}</span>
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label={t("profile.played")} value={format.number(player.matchesPlayed)} />
        <Stat label={t("profile.won")} value={format.number(player.matchesWon)} />
        <Stat label={t("profile.lost")} value={format.number(player.matchesLost)} />
        <Stat label={t("profile.winRate")} value={format.percent(Math.round(profile.winRate), 0)} strong />
      </dl>

      <Section title={t("profile.breakdown")} level={level}>
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
    </div>
  );
}

/**
 * The layout of one completed match from the player's side: won, lost or drawn, who played
 * (`children`, lines that wrap), the day and where, and the score. With `scoreUnder`, a phone
 * shows the score under the lines, so that long names (two teams' worth) keep the width.
 */
function MatchLine({
  result,
  date,
  context,
  score,
  scoreUnder = false,
  children,
}: {
  result: Profile["recentMatches"][number]["result"];
  date: string;
  context: string;
  score: string | null;
  scoreUnder?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const under = scoreUnder && score !== null;
  return (
    <li
      className={cx(
        "items-center gap-3 px-3 py-2",
        under ? "grid grid-cols-[auto_minmax(0,1fr)] gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto]" : "flex",
      )}
    >
      <span
        aria-label={t(OUTCOME[result].label)}
        className={cx(
          "inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-black",
          under && "row-span-2 sm:row-span-1",
          OUTCOME[result].className,
        )}
      >
        {t(OUTCOME[result].letter)}
      </span>
      <span className="min-w-0 flex-1">
        {children}
        <span className="block break-words text-sm text-slate-600">
          {format.date(date)} · {context}
        </span>
      </span>
      {score ? (
        <span
          className={cx(
            "shrink-0 font-mono text-sm font-semibold tabular-nums",
            under && "col-start-2 sm:col-start-3 sm:row-start-1",
          )}
        >
          {score}
        </span>
      ) : null}
    </li>
  );
}

/** A player's name as a link to their page, underlined as a link within a match's line. */
function NameLink({ id, name }: { id: number; name: string }) {
  return (
    <Link
      to={`/players/${id}`}
      className="underline decoration-court-300 underline-offset-2 hover:text-court-800"
    >
      {name}
    </Link>
  );
}

/**
 * One completed match from the player's side: won, lost or drawn, against whom (on a page,
 * a link to the opponent's page), when and where, and the score.
 */
export function MatchRow({
  match,
  linkOpponent = false,
}: {
  match: Profile["recentMatches"][number];
  linkOpponent?: boolean;
}) {
  const t = useT();
  return (
    <MatchLine
      result={match.result}
      date={match.date}
      context={recentMatchContext(match, t)}
      score={matchScore(match.score, match.outcome, t)}
    >
      <span className="block break-words font-semibold text-slate-900">
        {linkOpponent ? (
          <>
            {t("profile.versusBefore")}
            <NameLink id={match.opponentId} name={match.opponentName} />
          </>
        ) : (
          t("profile.versus", { name: match.opponentName })
        )}
      </span>
    </MatchLine>
  );
}

/**
 * One completed doubles match from the player's team's side: won or lost, with whom (on a
 * page, a link to the partner's page), against which team, when, in which tournament and
 * stage, and the score from their side.
 */
export function DoublesMatchRow({
  match,
  linkPartner = false,
}: {
  match: DoublesMatch;
  linkPartner?: boolean;
}) {
  const t = useT();
  return (
    <MatchLine
      result={match.result}
      date={match.date}
      context={recentMatchContext({ kind: "tournament", ...match }, t)}
      score={matchScore(match.score, match.outcome, t)}
      scoreUnder
    >
      <span className="block break-words font-semibold text-slate-900">
        {t("playerDoubles.withBefore")}
        {linkPartner ? <NameLink id={match.partnerId} name={match.partnerName} /> : match.partnerName}
      </span>
      <span className="block break-words text-slate-800">
        {t("profile.versus", { name: match.opponentName })}
      </span>
    </MatchLine>
  );
}
