import { ApiError } from "@/lib/api";
import type { Format, Translate } from "@/lib/i18n";

/**
 * The match a new challenge was refused for (409 `pair_has_pending_match`, in
 * `fields.player2Id`): the two players already have a pending one, which they play or cancel
 * first (docs/rules.md#budgets).
 */
export interface PendingPair {
  matchId: number;
  date: string;
  player1Name: string;
  player2Name: string;
}

/** The pending match a refusal names, or null for any other refusal (or one that names none). */
export function pendingPair(error: unknown): PendingPair | null {
  if (!(error instanceof ApiError)) return null;
  const problem = Object.values(error.fields).find((field) => field.code === "pair_has_pending_match");
  const params = problem?.params;
  if (!params) return null;
  const { matchId, date, player1Name, player2Name } = params;
  if (
    typeof matchId !== "number" ||
    typeof date !== "string" ||
    typeof player1Name !== "string" ||
    typeof player2Name !== "string"
  )
    return null;
  return { matchId, date, player1Name, player2Name };
}

/**
 * "Ana Mora and Luis Vega already have a pending match, on 20/11/2026: play it or cancel it
 * before creating another."
 */
export function pendingPairText(pair: PendingPair, t: Translate, format: Format): string {
  return t("serverError.pairHasPendingMatchNamed", {
    player1: pair.player1Name,
    player2: pair.player2Name,
    date: format.date(pair.date),
  });
}
