import type { MatchStage } from "@/lib/wire";
import { stageRank } from "@/shared/tournaments/model/stages";
import type { BracketMatch } from "./bracket";

/**
 * Where each knockout match sits on the page: rounds in columns, every match
 * centred between the matches that feed it, and elbow connectors from each
 * match to the one its winner goes to. Pure geometry, so it is tested apart.
 */

/** Sizes in CSS pixels. */
export interface BracketDimensions {
  cardWidth: number;
  cardHeight: number;
  columnGap: number;
  rowGap: number;
  headerHeight: number;
}

/**
 * The sizes the bracket view uses. A card is wide enough for a long two-surname name on
 * one line, and four rounds (a draw of 16) still fit a 1280-pixel screen without scrolling.
 */
export const BRACKET_DIMENSIONS: BracketDimensions = {
  cardWidth: 264,
  cardHeight: 84,
  columnGap: 40,
  rowGap: 16,
  headerHeight: 40,
};

/**
 * A doubles draw's sizes: each team's name ("Ana Lucía Mora Jiménez / José Pablo Rojas
 * Quesada") takes up to three lines, so its cards are taller.
 */
export const DOUBLES_BRACKET_DIMENSIONS: BracketDimensions = { ...BRACKET_DIMENSIONS, cardHeight: 114 };

/** A round of the bracket. */
export interface BracketColumn {
  stage: MatchStage;
  round: number;
  x: number;
}

/** A placed match. */
export interface BracketNode {
  match: BracketMatch;
  column: number;
  x: number;
  y: number;
}

/** A line from a match to the match its winner plays next. */
export interface BracketConnector {
  fromId: BracketMatch["id"];
  toId: BracketMatch["id"];
  path: string;
}

/** The whole bracket, ready to draw. */
export interface BracketLayout {
  columns: BracketColumn[];
  nodes: BracketNode[];
  connectors: BracketConnector[];
  width: number;
  height: number;
}

function columnKey(match: BracketMatch): string {
  return `${stageRank(match.stage).toString().padStart(2, "0")}`;
}

/** Lays out knockout matches; an empty list gives an empty layout. */
export function layoutBracket(
  matches: BracketMatch[],
  dims: BracketDimensions = BRACKET_DIMENSIONS,
): BracketLayout {
  if (matches.length === 0) return { columns: [], nodes: [], connectors: [], width: 0, height: 0 };

  // Columns: one per stage, first round on the left.
  const keys = [...new Set(matches.map(columnKey))].sort();
  const columnOf = new Map(matches.map((m) => [m.id, keys.indexOf(columnKey(m))]));
  const columns: BracketColumn[] = keys.map((key, index) => {
    const sample = matches.find((m) => columnKey(m) === key) as BracketMatch;
    return {
      stage: sample.stage,
      round: Math.min(...matches.filter((m) => columnKey(m) === key).map((m) => m.round)),
      x: index * (dims.cardWidth + dims.columnGap),
    };
  });

  // Feeders of each match, top slot first.
  const byId = new Map(matches.map((m) => [m.id, m]));
  const feeders = new Map<BracketMatch["id"], BracketMatch[]>();
  for (const match of matches) {
    if (match.nextMatchId === null || !byId.has(match.nextMatchId)) continue;
    const list = feeders.get(match.nextMatchId) ?? [];
    list.push(match);
    feeders.set(match.nextMatchId, list);
  }
  feeders.forEach((list) => list.sort((a, b) => (a.nextSlot ?? 0) - (b.nextSlot ?? 0) || a.slot - b.slot));

  // Rows: walk each tree from its last match; a match with no feeder takes the
  // next free row, one with feeders sits midway between them.
  const rowOf = new Map<BracketMatch["id"], number>();
  let nextRow = 0;
  const place = (match: BracketMatch): number => {
    const known = rowOf.get(match.id);
    if (known !== undefined) return known;
    const children = feeders.get(match.id) ?? [];
    const row =
      children.length === 0
        ? nextRow++
        : children.map(place).reduce((sum, r) => sum + r, 0) / children.length;
    rowOf.set(match.id, row);
    return row;
  };
  const roots = matches
    .filter((m) => m.nextMatchId === null || !byId.has(m.nextMatchId))
    .sort((a, b) => (columnOf.get(b.id) ?? 0) - (columnOf.get(a.id) ?? 0) || a.slot - b.slot);
  roots.forEach(place);

  const pitch = dims.cardHeight + dims.rowGap;
  const nodes: BracketNode[] = matches.map((match) => {
    const column = columnOf.get(match.id) ?? 0;
    return {
      match,
      column,
      x: columns[column]?.x ?? 0,
      y: dims.headerHeight + (rowOf.get(match.id) ?? 0) * pitch,
    };
  });
  const nodeOf = new Map(nodes.map((n) => [n.match.id, n]));

  const connectors: BracketConnector[] = [];
  for (const node of nodes) {
    const target = node.match.nextMatchId === null ? undefined : nodeOf.get(node.match.nextMatchId);
    if (!target) continue;
    const x1 = node.x + dims.cardWidth;
    const y1 = node.y + dims.cardHeight / 2;
    const x2 = target.x;
    const y2 = target.y + dims.cardHeight / 2;
    const xm = x2 - dims.columnGap / 2;
    connectors.push({ fromId: node.match.id, toId: target.match.id, path: `M${x1} ${y1}H${xm}V${y2}H${x2}` });
  }

  return {
    columns,
    nodes,
    connectors,
    width: columns.length * dims.cardWidth + (columns.length - 1) * dims.columnGap,
    height: dims.headerHeight + Math.max(nextRow, 1) * pitch - dims.rowGap,
  };
}
