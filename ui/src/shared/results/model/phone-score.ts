import type { Match, MatchResult, Sending } from "@/lib/wire";
import { type Side, winnerField, winnerSide } from "./sides";

/**
 * The member's phone form (docs/rules.md#scores): the winner tapped first, then each set
 * entered from the winner's side with steppers, as the players say a score ("6-4, 3-6,
 * 10-8" for whoever won). Only when it is sent is it turned round to player 1's side,
 * as the server reads a score.
 */

/** How the match ended: played out, a retirement, or a walkover. */
export type Ending = "played" | "retired" | "walkover";

/** One set from the match winner's side: their games, the loser's, and the set loser's tiebreak points. */
export interface PhoneSet {
  winner: number;
  loser: number;
  /** The set loser's tiebreak points of a 7-6 set, when the players want them written; else null. */
  tiebreak: number | null;
}

/** The phone form as entered. */
export interface PhoneScore {
  /** 1 or 2: the side of the match's winner; null until tapped. */
  winner: 1 | 2 | null;
  ending: Ending;
  sets: PhoneSet[];
  /** The third set is a match tiebreak (10 points), not a set of games. */
  matchTiebreak: boolean;
}

/** Best of 3 (docs/rules.md#scores). */
export const MAX_SETS = 3;
/** A set's games go from 0 to 7. */
export const SET_GAMES_MAX = 7;
/** A match tiebreak's points: 10 wins it, above 10 by 2; 40 is more than any club has seen. */
export const MATCH_TIEBREAK_MAX = 40;
/** A 7-6 set's tiebreak points of its loser. */
export const TIEBREAK_POINTS_MAX = 40;

/** A new set: 6-0 to the match winner, the quickest start for the most common scores. */
const NEW_SET: PhoneSet = { winner: 6, loser: 0, tiebreak: null };
/** A new match tiebreak: 10-0 to the match winner. */
const NEW_MATCH_TIEBREAK: PhoneSet = { winner: 10, loser: 0, tiebreak: null };

/** The form for a first result: nobody picked, two sets of 6-0. */
export function emptyPhoneScore(): PhoneScore {
  return { winner: null, ending: "played", sets: [{ ...NEW_SET }, { ...NEW_SET }], matchTiebreak: false };
}

/**
 * The form for a recorded result (the reporter correcting it while it awaits): its winner,
 * how it ended and its sets, turned to the winner's side.
 */
export function phoneScoreOf(match: Match): PhoneScore {
  const winner = winnerSide(match);
  if (winner === null) return emptyPhoneScore();
  const ending: Ending =
    match.outcome === "walkover" ? "walkover" : match.outcome === "retired" ? "retired" : "played";
  if (ending === "walkover") return { ...emptyPhoneScore(), winner, ending };
  const sets = match.sets.map((set) => ({
    winner: winner === 1 ? set.player1 : set.player2,
    loser: winner === 1 ? set.player2 : set.player1,
    tiebreak: set.tiebreak ?? null,
  }));
  const third = sets[2];
  const matchTiebreak = third !== undefined && Math.max(third.winner, third.loser) >= 10;
  return { winner, ending, sets: sets.length > 0 ? sets : [{ ...NEW_SET }], matchTiebreak };
}

/** Whether set `index` of `score` is the match tiebreak. */
export function isMatchTiebreak(score: PhoneScore, index: number): boolean {
  return score.matchTiebreak && index === 2;
}

/** The highest value a stepper of set `index` goes to. */
export function gamesMax(score: PhoneScore, index: number): number {
  return isMatchTiebreak(score, index) ? MATCH_TIEBREAK_MAX : SET_GAMES_MAX;
}

/** Whether set `index` went to a tiebreak (7-6 either way), so its tiebreak points may be written. */
export function hasSetTiebreak(score: PhoneScore, index: number): boolean {
  const set = score.sets[index];
  if (!set || isMatchTiebreak(score, index)) return false;
  return (set.winner === 7 && set.loser === 6) || (set.winner === 6 && set.loser === 7);
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** Set `index` with one side's games changed (kept within the stepper's range). */
export function withGames(score: PhoneScore, index: number, side: "winner" | "loser", value: number) {
  const sets = score.sets.map((set, at) =>
    at === index ? { ...set, [side]: clamp(value, gamesMax(score, index)) } : set,
  );
  // The tiebreak points belong to a 7-6 set only.
  const next = { ...score, sets };
  return {
    ...next,
    sets: sets.map((set, at) => (hasSetTiebreak(next, at) ? set : { ...set, tiebreak: null })),
  };
}

/** Set `index` turned round: 6-3 becomes 3-6, for a set the match winner lost. */
export function withSetSwapped(score: PhoneScore, index: number): PhoneScore {
  return {
    ...score,
    sets: score.sets.map((set, at) =>
      at === index ? { ...set, winner: set.loser, loser: set.winner } : set,
    ),
  };
}

/** Set `index` with its tiebreak points (null: not written). */
export function withTiebreak(score: PhoneScore, index: number, points: number | null): PhoneScore {
  return {
    ...score,
    sets: score.sets.map((set, at) =>
      at === index ? { ...set, tiebreak: points === null ? null : clamp(points, TIEBREAK_POINTS_MAX) } : set,
    ),
  };
}

/** One more set (up to 3): a set of games, or the match tiebreak when that is chosen. */
export function withSetAdded(score: PhoneScore): PhoneScore {
  if (score.sets.length >= MAX_SETS) return score;
  const next = score.sets.length === 2 && score.matchTiebreak ? NEW_MATCH_TIEBREAK : NEW_SET;
  return { ...score, sets: [...score.sets, { ...next }] };
}

/** The last set taken away (one always stays). */
export function withLastSetRemoved(score: PhoneScore): PhoneScore {
  if (score.sets.length <= 1) return score;
  return { ...score, sets: score.sets.slice(0, -1) };
}

/**
 * The match tiebreak on or off. On, the match has a third set of 10 points (added when
 * missing); off, that set becomes a set of games again.
 */
export function withMatchTiebreak(score: PhoneScore, on: boolean): PhoneScore {
  const sets = score.sets.slice(0, 2);
  while (on && sets.length < 2) sets.push({ ...NEW_SET });
  if (on) sets.push({ ...NEW_MATCH_TIEBREAK });
  else if (score.sets.length === 3) sets.push({ ...NEW_SET });
  return { ...score, sets, matchTiebreak: on };
}

/** One set as text, from the winner's side or turned round. */
function setText(set: PhoneSet, fromWinner: boolean, tiebreak: boolean): string {
  const games = fromWinner ? `${set.winner}-${set.loser}` : `${set.loser}-${set.winner}`;
  return tiebreak && set.tiebreak !== null ? `${games}(${set.tiebreak})` : games;
}

/** The sets as text from one side; empty for a walkover. */
function setsText(score: PhoneScore, fromWinner: boolean): string {
  if (score.ending === "walkover") return "";
  return score.sets.map((set, index) => setText(set, fromWinner, hasSetTiebreak(score, index))).join(", ");
}

/**
 * The sets as the players say them, from the winner's side ("6-4, 3-6, 10-8"), without the
 * outcome's word; empty for a walkover. The form shows it with `matchScore`, as lists do.
 */
export function winnerSideSets(score: PhoneScore): string {
  return setsText(score, true);
}

/**
 * The score as the server reads it, from player 1's side (docs/api.md, "Results"): the sets
 * turned round when player 2 won, "ret." after a retirement, "W/O" for a walkover.
 */
export function serverScoreText(score: PhoneScore): string {
  if (score.ending === "walkover") return "W/O";
  const sets = setsText(score, score.winner !== 2);
  return score.ending === "retired" ? `${sets} ret.` : sets;
}

/** A match tiebreak is played to 10 points (docs/rules.md#scores). */
const MATCH_TIEBREAK_POINTS = 10;

/** Whether a set of games (or a match tiebreak's points) is finished: 6-0..6-4, 7-5, 7-6, 10-8, 12-10. */
function finishedSet(high: number, low: number): boolean {
  if (high >= MATCH_TIEBREAK_POINTS) {
    return (high === MATCH_TIEBREAK_POINTS && low <= MATCH_TIEBREAK_POINTS - 2) || high - low === 2;
  }
  return (high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6));
}

/**
 * Whether the server would take the score as entered (docs/rules.md#scores, as the server
 * checks it): best of 3, each set finished (6-0..6-4, 7-5, 7-6; a match tiebreak only as the
 * third, to 10 by 2), nothing played once two sets are won, and the match's winner the one who
 * won two sets; after a retirement, the last set may be unfinished and nobody has two sets yet.
 * A walkover needs only its winner. The form reads the result back only once this holds.
 */
export function isAcceptedScore(score: PhoneScore): boolean {
  if (score.winner === null) return false;
  if (score.ending === "walkover") return true;
  const won = { winner: 0, loser: 0 };
  for (const [index, set] of score.sets.entries()) {
    if (won.winner >= 2 || won.loser >= 2 || index >= MAX_SETS) return false;
    const high = Math.max(set.winner, set.loser);
    const low = Math.min(set.winner, set.loser);
    if (high >= MATCH_TIEBREAK_POINTS && index !== 2) return false;
    if (finishedSet(high, low)) {
      won[set.winner > set.loser ? "winner" : "loser"] += 1;
      continue;
    }
    const lastOfRetirement = score.ending === "retired" && index === score.sets.length - 1;
    const stillPlayable =
      high <= 5 ||
      (high === 6 && low >= 5) ||
      (index === 2 && (high < MATCH_TIEBREAK_POINTS || high - low <= 1));
    if (!lastOfRetirement || !stillPlayable) return false;
  }
  if (score.ending === "retired") return won.winner < 2 && won.loser < 2;
  return won.winner >= 2;
}

/**
 * The body of the result calls from a member: the match, its winner (a player in singles, a
 * side in doubles) and score, no totals (the server's).
 */
export type PhoneResultPayload = Omit<Sending<MatchResult, "matchId" | "score">, "winnerId" | "winnerTeam"> &
  ({ winnerId: number } | { winnerTeam: Side });

/** The payload of the form for `match`, or null while no winner is picked. */
export function phoneResultPayload(match: Match, score: PhoneScore): PhoneResultPayload | null {
  const winner = score.winner === null ? null : winnerField(match, score.winner);
  if (winner === null) return null;
  return { matchId: match.id, ...winner, score: serverScoreText(score) };
}
