import type { LeagueChange, LeagueMatchState } from "@/lib/wire";

/** A field of a league match that a history entry shows. */
export type MatchField = "players" | "date" | "time" | "court" | "status" | "score";

/** The fields in the order an entry lists them. */
const FIELDS: readonly MatchField[] = ["players", "date", "time", "court", "status", "score"];

/** A field's value, to compare two states by (null when the match has none). */
function fieldValue(state: LeagueMatchState, field: MatchField): string | number | null {
  switch (field) {
    case "players":
      return `${state.player1Id}:${state.player2Id}`;
    case "date":
      return state.date;
    case "time":
      return state.time;
    case "court":
      return state.cancha;
    case "status":
      return state.status;
    case "score":
      return state.score;
  }
}

/** One line of a history entry: a field, and the match before and after (either may be null). */
export interface ShownField {
  field: MatchField;
  before: LeagueMatchState | null;
  after: LeagueMatchState | null;
}

/**
 * What an entry shows of the match: for a creation the match as created, for a cancel or
 * delete the match as it was removed (its score included), and otherwise the fields the
 * write changed, each before and after.
 */
export function shownFields(change: Pick<LeagueChange, "before" | "after">): ShownField[] {
  const { before, after } = change;
  const only = after ?? before;
  if (!only) return [];
  if (!before || !after) {
    return FIELDS.filter((field) => field !== "status" && fieldValue(only, field) !== null).map((field) => ({
      field,
      before,
      after,
    }));
  }
  return FIELDS.filter((field) => fieldValue(before, field) !== fieldValue(after, field)).map((field) => ({
    field,
    before,
    after,
  }));
}

/** The match an entry is about, as it last stood in the entry. */
export function changedMatch(change: Pick<LeagueChange, "before" | "after">): LeagueMatchState | null {
  return change.after ?? change.before;
}
