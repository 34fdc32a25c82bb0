import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import Crown from "lucide-react/icons/crown";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { ConfirmationMark } from "@/shared/results/components/confirmation-mark";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/class-names";
import { formatDate } from "@/lib/dates";
import { useFormat, useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import { ShareAction } from "@/shared/share/share-action";
import { PlayerLink } from "@/shared/players/components/player-link";
import { leagueMatchMessage } from "@/shared/share/share-text";

/** Props of `LeagueMatchCard`; `menu` and `action` are where the league actions plug in. */
export interface LeagueMatchCardProps {
  match: LeagueMatch;
  /** The card's menu (Edit, Cancel), top right. */
  menu?: ReactNode;
  /** The card's main action (Record Score for a pending match), at the bottom. */
  action?: ReactNode;
}

function PlayerLine({ id, name, won }: { id: number; name: string; won: boolean }) {
  const t = useT();
  return (
    <p
      className={cx(
        "flex items-center gap-2 text-lg",
        won ? "font-extrabold text-slate-900" : "font-semibold text-slate-800",
      )}
    >
      {won ? <Crown aria-label={t("league.winner")} className="size-5 shrink-0 text-gold" /> : null}
      <PlayerLink id={id} className="truncate">
        {name}
      </PlayerLink>
    </p>
  );
}

/**
 * One challenge match: players with the winner crowned, when and where, status and score. A
 * played match without a winner (equal sets won, such as one set of 6-6) says it is a draw; a
 * score not settled yet carries the awaiting or disputed mark.
 */
export function LeagueMatchCard({ match, menu, action }: LeagueMatchCardProps) {
  const t = useT();
  const format = useFormat();
  const completed = match.status === "completed";
  const drawn = completed && (match.winnerId ?? null) === null;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={completed ? "green" : "amber"}>
            {completed ? t("league.completed") : t("league.pending")}
          </Badge>
          {drawn ? <Badge tone="ball">{t("league.draw")}</Badge> : null}
          <ConfirmationMark item={match} />
        </div>
        <div className="flex items-center gap-1">
          <ShareAction compact message={leagueMatchMessage(match, t, format)} label={t("share.match")} />
          {menu}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-1">
        <PlayerLine
          id={match.player1Id}
          name={match.player1Name}
          won={completed && match.winnerId === match.player1Id}
        />
        <span className="text-xs font-bold uppercase tracking-wider text-slate-500">{t("league.vs")}</span>
        <PlayerLine
          id={match.player2Id}
          name={match.player2Name}
          won={completed && match.winnerId === match.player2Id}
        />
      </div>
      <p
        className={cx(
          "rounded-xl px-3 py-2 text-center font-mono text-lg font-bold tabular-nums",
          completed ? "bg-court-900 text-ball-300" : "bg-slate-100 text-sm font-semibold text-slate-600",
        )}
      >
        {/* From the winner's side, as tennis reads it; the crown says who that is. */}
        {completed && match.scoreForWinner ? match.scoreForWinner : t("league.notPlayed")}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-court-700" />
          {formatDate(match.date)}
        </li>
        {match.time ? (
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-court-700" />
            {format.time(match.time)}
          </li>
        ) : null}
        {match.cancha ? (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-court-700" />
            {t("league.court", { n: match.cancha })}
          </li>
        ) : null}
      </ul>
      {action}
    </Card>
  );
}
