import { dateFieldProblem } from "@/lib/calendar";
import type { NewLeagueMatchBody } from "../api/create-league-match";

/** The Create League Match form as typed: ids and numbers as select values, "" when unset. */
export interface NewMatchForm {
  player1Id: string;
  player2Id: string;
  /** `yyyy-mm-dd`. */
  date: string;
  /** `HH:MM`, or "" for no time. */
  time: string;
  /** "1".."14", or "" for no court. */
  cancha: string;
}

/**
 * What stops a new match (docs/rules.md#league), in the order they are checked: `date` when
 * there is no date, `noSuchDate` when the one typed does not exist (31/02).
 */
export type NewMatchProblem = "bothPlayers" | "differentPlayers" | "date" | "noSuchDate";

/** The outcome of checking the form: the request body, or the first problem. */
export type NewMatchCheck = { ok: true; body: NewLeagueMatchBody } | { ok: false; problem: NewMatchProblem };

/** Checks the form (both players, different, a date) and builds the request body. */
export function checkNewMatch(form: NewMatchForm): NewMatchCheck {
  if (form.player1Id === "" || form.player2Id === "") return { ok: false, problem: "bothPlayers" };
  if (form.player1Id === form.player2Id) return { ok: false, problem: "differentPlayers" };
  if (form.date.trim() === "") return { ok: false, problem: "date" };
  const dateProblem = dateFieldProblem(form.date);
  if (dateProblem)
    return { ok: false, problem: dateProblem === "dateField.noSuchDate" ? "noSuchDate" : "date" };
  const body: NewLeagueMatchBody = {
    player1Id: Number(form.player1Id),
    player2Id: Number(form.player2Id),
    date: form.date,
  };
  if (form.time !== "") body.time = form.time;
  if (form.cancha !== "") body.cancha = Number(form.cancha);
  return { ok: true, body };
}

/** Player 2's choices split by player 1's challenge range, each list in the given order. */
export interface OpponentChoices<P> {
  inRange: P[];
  others: P[];
}

/**
 * Player 2's choices (docs/rules.md#challenge-range): everyone but player 1,
 * those in player 1's challenge range first. Without a known range every player
 * is among `others`.
 */
export function opponentChoices<P extends { id: number }>(
  players: readonly P[],
  player1Id: number,
  opponentIds: readonly number[] | undefined,
): OpponentChoices<P> {
  const range = new Set(opponentIds ?? []);
  const candidates = players.filter((player) => player.id !== player1Id);
  return {
    inRange: candidates.filter((player) => range.has(player.id)),
    others: candidates.filter((player) => !range.has(player.id)),
  };
}
