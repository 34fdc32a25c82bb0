import { useFormat, useT } from "@/lib/i18n";
import type { DoublesRecord } from "@/lib/wire";
import { DoublesMatchRow, Section, Stat } from "@/shared/players/components/profile-parts";

/**
 * A player page's doubles, for a player with doubles matches in the season: the season's
 * doubles matches played, won and lost, the win rate and the doubles points, then their last
 * doubles matches, each with the partner (a link to their page) and the other team.
 */
export function DoublesFigures({ doubles }: { doubles: DoublesRecord }) {
  const t = useT();
  const format = useFormat();
  return (
    <Section title={t("playerDoubles.title")} level={2}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Stat label={t("profile.played")} value={format.number(doubles.matchesPlayed)} />
        <Stat label={t("profile.won")} value={format.number(doubles.matchesWon)} />
        <Stat label={t("profile.lost")} value={format.number(doubles.matchesLost)} />
        <Stat label={t("profile.winRate")} value={format.percent(Math.round(doubles.winRate), 0)} />
        {/* The last of five: the whole row on a phone's two columns. */}
        <Stat
          label={t("playerDoubles.points")}
          value={format.number(doubles.totalPoints)}
          strong
          className="col-span-2 sm:col-span-1"
        />
      </dl>
      {doubles.recentMatches.length > 0 ? (
        <Section title={t("playerDoubles.recent")}>
          <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {doubles.recentMatches.map((match, index) => (
              <DoublesMatchRow
                key={`${match.date}-${match.tournamentId}-${match.stage}-${index}`}
                match={match}
                linkPartner
              />
            ))}
          </ul>
        </Section>
      ) : null}
    </Section>
  );
}
