import type { MessageKey, MessageParams } from "@/lib/i18n";
import type { GroupPlayer, TiebreakCriterion } from "@/lib/wire";

/** The order in which a group table is decided (docs/rules.md#group-standings): points first, name last. */
export const TIEBREAK_HIERARCHY: readonly TiebreakCriterion[] = [
  "points",
  "setPct",
  "gamePct",
  "wins",
  "name",
];

/** The dictionary keys of each criterion: in a sentence, and as a hierarchy line. */
export const CRITERION_KEYS: Record<TiebreakCriterion, { inSentence: MessageKey; inHierarchy: MessageKey }> =
  {
    points: { inSentence: "criterion.points", inHierarchy: "hierarchy.points" },
    setPct: { inSentence: "criterion.setPct", inHierarchy: "hierarchy.setPct" },
    gamePct: { inSentence: "criterion.gamePct", inHierarchy: "hierarchy.gamePct" },
    wins: { inSentence: "criterion.wins", inHierarchy: "hierarchy.wins" },
    name: { inSentence: "criterion.name", inHierarchy: "hierarchy.name" },
  };

/** "1st Place", "2nd Place", "3rd Place", then "Nth Place". */
export function placeText(position: number): { key: MessageKey; params?: MessageParams } {
  if (position === 1) return { key: "ranking.place1" };
  if (position === 2) return { key: "ranking.place2" };
  if (position === 3) return { key: "ranking.place3" };
  return { key: "ranking.placeN", params: { n: position } };
}

/** Why a player stands where they do: whom they beat on which criterion, and who beat them. */
export interface PositionExplanation {
  aheadOf: { name: string; criterion: TiebreakCriterion } | null;
  behind: { name: string; criterion: TiebreakCriterion } | null;
}

/** Explains a line of a group table from its neighbours' `decidedBy`. */
export function explainPosition(line: GroupPlayer, table: readonly GroupPlayer[]): PositionExplanation {
  const ordered = [...table].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((other) => other.playerId === line.playerId);
  const above = index > 0 ? ordered[index - 1] : undefined;
  const below = index >= 0 ? ordered[index + 1] : undefined;
  return {
    aheadOf: below && line.decidedBy ? { name: below.name, criterion: line.decidedBy } : null,
    behind: above?.decidedBy ? { name: above.name, criterion: above.decidedBy } : null,
  };
}

/** The players level on points with this one, this one included, in table order; empty when nobody is. */
export function tiedOnPoints(line: GroupPlayer, table: readonly GroupPlayer[]): GroupPlayer[] {
  // The server names the tied players.
  const tied = table
    .filter((other) => line.tiedWith.includes(other.playerId))
    .sort((a, b) => a.position - b.position);
  return tied.length > 1 ? tied : [];
}

/**
 * The criterion that decided this player's place against a tied neighbour:
 * against the one above when it was not points, else against the one below.
 */
export function decidingCriterion(explanation: PositionExplanation): TiebreakCriterion | null {
  if (explanation.behind && explanation.behind.criterion !== "points") return explanation.behind.criterion;
  if (explanation.aheadOf && explanation.aheadOf.criterion !== "points") return explanation.aheadOf.criterion;
  return explanation.behind?.criterion ?? explanation.aheadOf?.criterion ?? null;
}
