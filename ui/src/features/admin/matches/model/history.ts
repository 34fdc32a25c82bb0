import type { Format, MessageKey, Translate } from "@/lib/i18n";
import type { AuditEntry, Match } from "@/lib/wire";
import { nameIn, sideName } from "@/shared/results/model/result-words";

/** The actions of a match's trail this console names; any other is "Changed". */
const ACTIONS: Record<string, MessageKey> = {
  result_recorded: "history.action.resultRecorded",
  result_corrected: "history.action.resultCorrected",
  result_confirmed: "history.action.resultConfirmed",
  result_auto_confirmed: "history.action.resultAutoConfirmed",
  result_disputed: "history.action.resultDisputed",
  result_cleared: "history.action.resultCleared",
  result_reopened: "adminMatches.historyReopened",
  result_settled: "adminMatches.historySettled",
  claim_withdrawn: "adminMatches.historyClaimWithdrawn",
};

const STATES: Record<string, MessageKey> = {
  awaiting: "history.state.awaiting",
  confirmed: "history.state.confirmed",
  disputed: "history.state.disputed",
  claimed: "adminMatches.stateClaimed",
};

/** What a change of the trail did, in the admin's words. */
export function actionText(entry: AuditEntry, t: Translate): string {
  return t(ACTIONS[entry.action] ?? "history.action.other");
}

/**
 * Who made a change: a member by name (one of the match's players), an organizer by the name
 * they had then, the admin, the league password or the clock.
 */
export function actorText(entry: AuditEntry, match: Match, t: Translate): string {
  switch (entry.actor) {
    case "admin":
      return t("history.actor.admin");
    case "organizer":
      return t("history.actor.organizer", { name: entry.actorName ?? `#${entry.actorRef ?? "?"}` });
    case "league":
      return t("history.actor.league");
    case "club":
      return t("history.actor.club");
    case "member": {
      const id = entry.actorRef === null ? null : Number(entry.actorRef);
      return nameIn(match, id) ?? t("history.actor.member", { id: entry.actorRef ?? "?" });
    }
    default:
      return entry.actor;
  }
}

/**
 * One side of a change (before or after) as a line: the result ("Ana Mora · 6-4, 6-2 ·
 * awaiting confirmation") or its confirmation ("disputed · reason: “…”"); "nothing" where
 * there was none. The trail keeps a result from player 1's side, as stored.
 */
export function stateText(
  value: Record<string, unknown> | null,
  match: Match,
  t: Translate,
  format: Format,
): string {
  if (value === null) return t("history.nothing");
  const parts: string[] = [];
  if (typeof value.winnerId === "number") parts.push(nameIn(match, value.winnerId) ?? `#${value.winnerId}`);
  // A doubles answer names its winner by side (docs/api.md, "Doubles").
  if (value.winnerTeam === 1 || value.winnerTeam === 2) {
    parts.push(sideName(match, value.winnerTeam) ?? t("matches.tbd"));
  }
  if (typeof value.score === "string") parts.push(format.score(value.score));
  const state = typeof value.state === "string" ? value.state : value.confirmation;
  if (typeof state === "string") parts.push(STATES[state] ? t(STATES[state]) : state);
  if (typeof value.reason === "string" && value.reason !== "")
    parts.push(t("history.reason", { reason: value.reason }));
  return parts.length > 0 ? parts.join(" · ") : t("history.nothing");
}
