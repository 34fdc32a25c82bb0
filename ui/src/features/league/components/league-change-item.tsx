import { useFormat, useT, type Format, type MessageKey, type Translate } from "@/lib/i18n";
import type { LeagueChange, LeagueChangeAction, LeagueMatchState } from "@/lib/wire";
import { changedMatch, shownFields, type MatchField } from "../model/league-change";

const ACTIONS: Record<LeagueChangeAction, MessageKey> = {
  created: "leagueHistory.action.created",
  scored: "leagueHistory.action.scored",
  corrected: "leagueHistory.action.corrected",
  cancelled: "leagueHistory.action.cancelled",
  deleted: "leagueHistory.action.deleted",
  confirmed: "leagueHistory.action.confirmed",
  auto_confirmed: "leagueHistory.action.autoConfirmed",
  disputed: "leagueHistory.action.disputed",
};

const FIELDS: Record<MatchField, MessageKey> = {
  players: "leagueHistory.field.players",
  date: "leagueHistory.field.date",
  time: "leagueHistory.field.time",
  court: "leagueHistory.field.court",
  status: "leagueHistory.field.status",
  score: "leagueHistory.field.score",
};

/** A field of a match as the history shows it. */
function fieldText(t: Translate, format: Format, state: LeagueMatchState, field: MatchField): string {
  switch (field) {
    case "players":
      return t("leagueHistory.players", { player1: state.player1Name, player2: state.player2Name });
    case "date":
      return format.date(state.date);
    case "time":
      return state.time ? format.time(state.time) : t("leagueHistory.none");
    case "court":
      return state.cancha ? t("league.court", { n: state.cancha }) : t("leagueHistory.none");
    case "status":
      return t(state.status === "completed" ? "league.completed" : "league.pending");
    case "score":
      return state.score ? format.score(state.score) : t("leagueHistory.none");
  }
}

/** Who made a write: the admin, an organizer or a member (by name), the club's clock, or a
 * league unlock (its id's first digits) and its address. */
function author(t: Translate, change: LeagueChange): string {
  if (change.actor === "admin") return t("leagueHistory.byAdmin");
  if (change.actor === "organizer") {
    return t("leagueHistory.byOrganizer", {
      name: change.actorName ?? `#${change.actorPlayerId ?? ""}`,
    });
  }
  if (change.actor === "club") return t("leagueHistory.byClock");
  if (change.actor === "member") {
    const match = changedMatch(change);
    const name =
      match?.player1Id === change.playerId
        ? match?.player1Name
        : match?.player2Id === change.playerId
          ? match?.player2Name
          : undefined;
    return t("leagueHistory.byMember", { name: name ?? `#${change.playerId ?? ""}` });
  }
  const unlock = t("leagueHistory.byUnlock", { session: (change.sessionId ?? "").slice(0, 8) });
  return change.clientAddress
    ? `${unlock} · ${t("leagueHistory.fromAddress", { address: change.clientAddress })}`
    : unlock;
}

/** Props of `LeagueChangeItem`. */
export interface LeagueChangeItemProps {
  change: LeagueChange;
  /** Also name the match (in a list of many matches' changes). */
  showMatch?: boolean;
}

/** One league write from the history: what, when, who, and what changed (the admin's). */
export function LeagueChangeItem({ change, showMatch = false }: LeagueChangeItemProps) {
  const t = useT();
  const format = useFormat();
  const when = format.dateTime(change.at);
  const match = changedMatch(change);
  return (
    <article className="grid grid-cols-1 gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-base font-bold text-court-900">{t(ACTIONS[change.action])}</h3>
        <time dateTime={change.at} className="text-sm font-medium text-slate-700">
          {t("leagueHistory.when", when)}
        </time>
      </div>
      {showMatch && match ? (
        <p className="text-base font-semibold text-slate-900">
          {t("leagueHistory.match", {
            player1: match.player1Name,
            player2: match.player2Name,
            date: format.date(match.date),
          })}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">{author(t, change)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {shownFields(change).map(({ field, before, after }) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-slate-700">{t(FIELDS[field])}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {before && after
                ? t("leagueHistory.changedTo", {
                    before: fieldText(t, format, before, field),
                    after: fieldText(t, format, after, field),
                  })
                : fieldText(t, format, (after ?? before) as LeagueMatchState, field)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
