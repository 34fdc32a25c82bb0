import type { MessageKey, Translate } from "@/lib/i18n";
import { ApiError } from "@/lib/api";

/**
 * What is wrong with a refused score, in the visitor's language. The server sends
 * `score_invalid` with the problem as data in the field's `params` (docs/api.md, "Results"):
 * `{reason: "unfinished_set", set: 2, score: "6-5"}`; its English `message` is never shown.
 */

/** Each reason the server gives, by its dictionary key. */
const REASONS: Record<string, MessageKey> = {
  empty: "words.score.empty",
  malformed: "words.score.malformed",
  misplaced_retirement: "words.score.misplacedRetirement",
  too_many_sets: "words.score.tooManySets",
  impossible_set: "words.score.impossibleSet",
  unfinished_set: "words.score.unfinishedSet",
  early_match_tiebreak: "words.score.earlyMatchTiebreak",
  misplaced_tiebreak: "words.score.misplacedTiebreak",
  played_after_decided: "words.score.playedAfterDecided",
  no_winner: "words.score.noWinner",
  retired_after_decided: "words.score.retiredAfterDecided",
  winner_mismatch: "words.score.winnerMismatch",
};

/** The values a reason's sentence takes; anything else the server sends is left out. */
const VALUES = ["set", "sets", "score", "found", "expected", "given"] as const;

/** The values that name a side of the match (1 or 2). */
const SIDES = ["expected", "given"] as const;

/** The two players of the match, by the side numbers the server's reasons use. */
export interface SideNames {
  1: string;
  2: string;
}

/**
 * The precise problem of a refused score ("Set 2: 6-5 is not a finished set"; "The score says
 * Ana Mora won, but the winner picked is Luis Vega"), or null when the error is not a
 * `score_invalid` with a reason this UI knows (the caller then says it in general words).
 * A side the server names by number (`expected: 1`) is said by the player's name.
 */
export function scoreProblem(error: unknown, t: Translate, names: SideNames): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.fields.score;
  if (field?.code !== "score_invalid" || !field.params) return null;
  const reason = field.params.reason;
  const key = typeof reason === "string" && Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
  if (!key) return null;
  const values: Record<string, string | number> = {};
  for (const name of VALUES) {
    const value = field.params[name];
    if (typeof value === "string" || typeof value === "number") values[name] = value;
  }
  for (const side of SIDES) {
    const value = values[side];
    if (value === 1 || value === 2) values[side] = names[value];
  }
  return t(key, values);
}
