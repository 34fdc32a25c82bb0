import type { CheckedScore, Match, MatchResult, Sending } from "@/lib/wire";
import { type Side, winnerField, winnerSide as resultSide } from "@/shared/results/model/sides";

/** The four totals of a result, as typed ("" leaves one to the server, which computes it). */
export interface ResultTotals {
  player1Sets: string;
  player2Sets: string;
  player1Games: string;
  player2Games: string;
}

/** One of the four totals. */
export type TotalField = keyof ResultTotals;

/** The Record/Edit Score form as typed. */
export interface ResultForm {
  /** 1 or 2: which player won; null until picked. */
  winner: 1 | 2 | null;
  score: string;
  totals: ResultTotals;
  /**
   * The totals that are the admin's own for the current score: typed by hand, or
   * recorded with the score an edit started from. Only these are sent; the others
   * were computed by a score check, perhaps of an earlier score, and are left to the
   * server, which computes them from the score it stores.
   */
  byHand: Partial<Record<TotalField, true>>;
}

/**
 * The body of both result calls (docs/api.md, "Results"): the match, its winner and
 * score, and the totals typed by hand.
 */
export type ResultPayload = Omit<Sending<MatchResult, "matchId" | "score">, "winnerId" | "winnerTeam"> &
  ({ winnerId: number } | { winnerTeam: Side });

/** What stops a result from being sent. */
export type ResultProblem = "winner" | "score" | "totals";

/** The outcome of checking the form: the payload, or every problem found. */
export type ResultCheck = { ok: true; payload: ResultPayload } | { ok: false; problems: ResultProblem[] };

const TOTAL_FIELDS = ["player1Sets", "player2Sets", "player1Games", "player2Games"] as const;

/**
 * The form for a match: empty for a first result, the recorded one for an edit,
 * whose recorded totals (perhaps adjusted by hand back then) stay with its score.
 */
export function initialResultForm(match: Match): ResultForm {
  const text = (value: number | null) => (value === null ? "" : String(value));
  const winner = resultSide(match);
  const totals: ResultTotals = {
    player1Sets: text(match.player1Sets),
    player2Sets: text(match.player2Sets),
    player1Games: text(match.player1Games),
    player2Games: text(match.player2Games),
  };
  const editing = match.status === "completed";
  const byHand: ResultForm["byHand"] = {};
  if (editing) for (const field of TOTAL_FIELDS) if (totals[field] !== "") byHand[field] = true;
  return {
    winner: editing ? winner : null,
    score: editing ? scoreInput(match) : "",
    totals,
    byHand,
  };
}

/**
 * A recorded score as the admin types it: the sets, "W/O" for a walkover, the sets then
 * "ret." for a retirement (the server reads "W.O." and "Ret." too). The server sends the
 * outcome beside the sets, never inside them.
 */
export function scoreInput(match: Pick<Match, "score" | "outcome">): string {
  if (match.outcome === "walkover") return "W/O";
  const sets = match.score ?? "";
  return match.outcome === "retired" ? `${sets} ret.` : sets;
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

/**
 * A new score or winner: the totals shown belong to the old one, so none of them
 * is the admin's any more; the check of the new score refills them.
 */
export function withScoreOrWinner(form: ResultForm, patch: Pick<Partial<ResultForm>, "score" | "winner">) {
  return { ...form, ...patch, byHand: {} };
}

/** Totals typed by hand: the fields that changed become the admin's own. */
export function withTotalsByHand(form: ResultForm, totals: ResultTotals): ResultForm {
  const byHand = { ...form.byHand };
  for (const field of TOTAL_FIELDS) if (totals[field] !== form.totals[field]) byHand[field] = true;
  return { ...form, totals, byHand };
}

/**
 * A score check's answer for the current score: fills every total not typed by
 * hand, and names the winner when none is picked yet.
 */
export function withCheckedScore(form: ResultForm, checked: CheckedScore): ResultForm {
  const computed = totalsOf(checked);
  const totals = { ...form.totals };
  for (const field of TOTAL_FIELDS) if (!form.byHand[field]) totals[field] = computed[field];
  return { ...form, totals, winner: form.winner ?? winnerSide(checked) };
}

/**
 * The side a checked score names as the winner. The document types it as any integer;
 * the server sends 1, 2 or null.
 */
function winnerSide(checked: CheckedScore): 1 | 2 | null {
  return checked.winner === 1 || checked.winner === 2 ? checked.winner : null;
}

/**
 * A score as the server reads it. A walkover is "W/O" on the wire; Spanish writes it "W.O.",
 * as the Spanish screens show it, so that form (and "WO") is sent as "W/O". Everything else
 * goes as typed ("Ret." is read like "ret.").
 */
export function serverScore(text: string): string {
  const trimmed = text.trim();
  return /^w\s*[./]?\s*o\.?$/i.test(trimmed) ? "W/O" : trimmed;
}

/** A total as typed: a whole number from 0, "" for none, or NaN when it is neither. */
function parseTotal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Checks the form (docs/rules.md#scores: winner and score required; totals whole and
 * not negative) and builds the payload. It carries only the totals that are the
 * admin's own (`byHand`), never ones computed for another score; the server computes
 * the others, and empty ones, from the score.
 */
export function checkResult(match: Match, form: ResultForm): ResultCheck {
  const problems: ResultProblem[] = [];
  // A player in singles, a side in doubles (docs/api.md, "Doubles").
  const winner = form.winner === null ? null : winnerField(match, form.winner);
  if (winner === null) problems.push("winner");
  const score = serverScore(form.score);
  if (score === "") problems.push("score");
  const totals = TOTAL_FIELDS.map((field) => [field, parseTotal(form.totals[field])] as const);
  if (totals.some(([, value]) => Number.isNaN(value))) problems.push("totals");
  if (problems.length > 0 || winner === null) return { ok: false, problems };

  const payload: ResultPayload = { matchId: match.id, ...winner, score };
  for (const [field, value] of totals) if (value !== null && form.byHand[field]) payload[field] = value;
  return { ok: true, payload };
}
