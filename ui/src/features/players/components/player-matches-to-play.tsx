import Trophy from "lucide-react/icons/trophy";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";
import { PlayerLink } from "@/shared/players/components/player-link";
import { ClaimNote } from "@/shared/results/components/claim-note";
import { Section } from "@/shared/players/components/profile-parts";
import { MatchTiming } from "@/shared/timing/components/match-timing";
import { usePlayerTournamentMatches } from "@/shared/tournaments/api/get-player-tournament-matches";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import { matchesToPlay, type MatchToPlay } from "../model/to-play";

function MatchToPlayRow({ item }: { item: MatchToPlay }) {
  const t = useT();
  const { match } = item;
  return (
    <li className="grid gap-1 px-4 py-3" data-match={match.id}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-court-800">
        <Trophy aria-hidden="true" className="size-4 shrink-0" />
        <Link
          to={`/tournament/${match.tournamentId}`}
          className="rounded-sm underline-offset-2 hover:underline focus-visible:underline"
        >
          {item.tournamentName}
        </Link>
        <Badge tone="green">{t(stageNameKey(match.stage))}</Badge>
      </p>
      <p className="text-lg font-bold text-slate-900">
        {t("member.vs")}{" "}
        {item.opponentId !== null && item.opponentName !== null ? (
          <PlayerLink id={item.opponentId}>{item.opponentName}</PlayerLink>
        ) : (
          t("matches.tbd")
        )}
      </p>
      <MatchTiming match={match} />
      <ClaimNote match={match} />
    </li>
  );
}

/**
 * The tournament matches a player has still to play, each with where it stands against its
 * week (on time, late, overdue), the day, hour and court set, and a walkover claimed in it. Nothing while they load or
 * when there are none: the page's other parts say the rest.
 */
export function MatchesToPlay({ playerId }: { playerId: number }) {
  const t = useT();
  const theirs = usePlayerTournamentMatches(playerId);
  const toPlay = theirs ? matchesToPlay(theirs, playerId) : [];
  if (toPlay.length === 0) return null;
  return (
    <Section title={t("playerPage.toPlay")} level={2}>
      <ul
        aria-label={t("playerPage.toPlay")}
        className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200"
      >
        {toPlay.map((item) => (
          <MatchToPlayRow key={item.match.id} item={item} />
        ))}
      </ul>
    </Section>
  );
}
