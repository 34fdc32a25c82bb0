import type { ConfirmationState, Match } from "@/lib/wire";
import { sideOf, type SidedResult, winnerSide } from "./sides";

/** The part of a match's or league match's answer the confirmation mark reads. */
export interface Confirmable {
  confirmation?: { state: ConfirmationState } | null;
}

/**
 * The mark a shown result carries (docs/api.md, "Results"): `awaiting` while the opponent may
 * still confirm or dispute it, `disputed` while the admin settles it; nothing for a confirmed
 * result, a result from before confirmations, or no result. A walkover claim is no result
 * until it is confirmed: the member's screens say it with its own note (`ClaimNote`).
 */
export function confirmationMark(item: Confirmable): "awaiting" | "disputed" | null {
  const state = item.confirmation?.state;
  return state === "awaiting" || state === "disputed" ? state : null;
}

/**
 * A tournament or league match as the confirmation rules read it: its two sides (players, or
 * doubles teams), the winner its result names (null for none yet, or a draw) and its
 * confirmation.
 */
export interface PlayedMatch extends SidedResult {
  confirmation?: { state: ConfirmationState; reportedBy?: number | null; claim?: object | null } | null;
}

/** Whether `playerId` plays in `match`, on either side (a doubles team's partners alike). */
export function playsIn(
  match: Pick<PlayedMatch, "player1Id" | "player2Id" | "team1" | "team2">,
  playerId: number,
): boolean {
  return sideOf(match, playerId) !== null;
}

/**
 * Whether the result of `match` waits for `playerId` to confirm or dispute it: they play in
 * it and their opponent reported it, or claimed a walkover in it. A result no member reported
 * (a league score entered with the league password) waits for the player it does not favour,
 * either player for a draw: its winner is not asked to confirm their own win (the server
 * answers 403 `not_opponent`). In doubles the other team answers: a partner's report is the
 * player's own side's.
 */
export function awaitsAnswerFrom(match: PlayedMatch, playerId: number): boolean {
  const confirmation = match.confirmation;
  const waiting = confirmation?.state === "awaiting" || confirmation?.state === "claimed";
  const side = sideOf(match, playerId);
  if (!waiting || side === null) return false;
  const reporter = confirmation.reportedBy ?? null;
  return reporter === null ? winnerSide(match) !== side : sideOf(match, reporter) !== side;
}

/** Whether `playerId` reported the result of `match` and it still awaits: they may correct it. */
export function correctableBy(match: PlayedMatch, playerId: number): boolean {
  const confirmation = match.confirmation;
  return confirmation?.state === "awaiting" && confirmation.reportedBy === playerId;
}

/** Whether `playerId` claimed the walkover of `match`, answered or not: they may withdraw it. */
export function claimedBy(match: PlayedMatch, playerId: number): boolean {
  return Boolean(match.confirmation?.claim) && match.confirmation?.reportedBy === playerId;
}

/**
 * What a Confirm names (docs/api.md, "Results"): the match, and the version of its result on
 * screen, its `confirmation.reportedAt`, which every correction moves forward.
 */
export interface ShownResult {
  matchId: number;
  reportedAt: string;
}

/** The result of `match` as shown, for its Confirm; null when it has none to confirm. */
export function shownResult(match: {
  id: number;
  confirmation?: { reportedAt: string } | null;
}): ShownResult | null {
  const reportedAt = match.confirmation?.reportedAt;
  return reportedAt ? { matchId: match.id, reportedAt } : null;
}

/**
 * The opponent of `playerId` in `match`: their id and name; in doubles the other team's name,
 * with no id (a team has no page of its own).
 */
export function opponentIn(
  match: Pick<Match, "player1Id" | "player2Id" | "player1Name" | "player2Name" | "team1" | "team2">,
  playerId: number,
): { id: number | null; name: string | null } {
  return sideOf(match, playerId) === 1
    ? { id: match.player2Id, name: match.player2Name }
    : { id: match.player1Id, name: match.player1Name };
}
