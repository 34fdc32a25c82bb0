/**
 * The duplicate-name warning (docs/api.md, "Duplicate names warn"): Add Player, a rename and
 * Approve answer 409 `name_duplicate` when another player goes by the same name (case,
 * accents and look-alike letters aside), naming them; the admin may resend with
 * `allowDuplicateName: true` to save anyway.
 */
import { ApiError } from "@/lib/api";

/** Another player the warning names. */
export interface SameNamePlayer {
  id: number;
  name: string;
}

function isSameNamePlayer(value: unknown): value is SameNamePlayer {
  if (value === null || typeof value !== "object") return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === "number" && typeof name === "string";
}

/**
 * The players a `name_duplicate` refusal names (at least one), or null for any other error;
 * such a refusal is a warning the form shows, not a failure.
 */
export function sameNamePlayers(error: unknown): SameNamePlayer[] | null {
  if (!(error instanceof ApiError) || error.code !== "name_duplicate") return null;
  const listed = error.fields.name?.params?.players;
  const players = Array.isArray(listed) ? listed.filter(isSameNamePlayer) : [];
  return players.length > 0 ? players : null;
}

/** Whether an error is the duplicate-name warning (its screen shows it; no failure toast). */
export const isDuplicateName = (error: unknown): boolean => sameNamePlayers(error) !== null;
