import type { Match } from "@/features/tournaments/api/types";
import type { CheckedScore } from "../api/check-score";

/** The four totals of a result, as typed ("" leaves one to the server, which computes it). */
export interface ResultTotals {
  player1Sets: string;
  player2Sets: string;
  player1Games: string;
  player2Games: string;
}

/** The Record/Edit Score form as typed. */
export interface ResultForm {
  /** 1 or 2: which player won; null until picked. */
  winner: 1 | 2 | null;
  score: string;
  totals: ResultTotals;
}

/** The body of both result calls (docs/api.md, "Results"). */
export interface ResultPayload {
  matchId: number;
  winnerId: number;
  score: string;
  player1Sets?: number;
  player2Sets?: number;
  player1Games?: number;
  player2Games?: number;
}

/** What stops a result from being sent. */
export type ResultProblem = "winner" | "score" | "totals";

/** The outcome of checking the form: the payload, or every problem found. */
export type ResultCheck = { ok: true; payload: ResultPayload } | { ok: false; problems: ResultProblem[] };

const TOTAL_FIELDS = ["player1Sets", "player2Sets", "player1Games", "player2Games"] as const;

/** The form for a match: empty for a first result, the recorded one for an edit. */
export function initialResultForm(match: Match): ResultForm {
  const text = (value: number | null) => (value === null ? "" : String(value));
  const winner = match.winnerId === null ? null : match.winnerId === match.player1Id ? 1 : 2;
  return {
    winner: match.status === "completed" ? winner : null,
    score: match.status === "completed" ? (match.score ?? "") : "",
    totals: {
      player1Sets: text(match.player1Sets),
      player2Sets: text(match.player2Sets),
      player1Games: text(match.player1Games),
      player2Games: text(match.player2Games),
    },
  };
}

/** The totals of a checked score, ready for the four fields. */
export function totalsOf(checked: CheckedScore): ResultTotals {
  return {
    player1Sets: String(checked.player1Sets),
    player2Sets: String(checked.player2Sets),
    player1Games: String(checked.player1Games),
    player2Games: String(checked.player2Games),
  };
}

/** A total as typed: a whole number from 0, "" for none, or NaN when it is neither. */
function parseTotal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Checks the form (spec §5: winner and score required; totals whole and not
 * negative) and builds the payload; empty totals are left to the server.
 */
export function checkResult(match: Match, form: ResultForm): ResultCheck {
  const problems: ResultProblem[] = [];
  const winnerId = form.winner === 1 ? match.player1Id : form.winner === 2 ? match.player2Id : null;
  if (winnerId === null) problems.push("winner");
  const score = form.score.trim();
  if (score === "") problems.push("score");
  const totals = TOTAL_FIELDS.map((field) => [field, parseTotal(form.totals[field])] as const);
  if (totals.some(([, value]) => Number.isNaN(value))) problems.push("totals");
  if (problems.length > 0 || winnerId === null) return { ok: false, problems };

  const payload: ResultPayload = { matchId: match.id, winnerId, score };
  for (const [field, value] of totals) if (value !== null) payload[field] = value;
  return { ok: true, payload };
}
