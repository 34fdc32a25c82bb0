import type { BracketMatch } from "./bracket";
import type { BracketDimensions } from "./bracket-layout";

/**
 * The printed draw (docs/operations.md, "Printing"): the bracket tab on one A4 landscape page
 * up to 32 players, on two (one half of the draw each) from 33 to 64. A page's content has a
 * size known before it prints, so the sheet is scaled to its page with CSS `zoom`: printing
 * to PDF runs no script, and a measurement taken on screen would not be the printed one.
 */

/** A4 landscape less 10 mm margins (277 × 190 mm), in CSS pixels (96 per inch). */
export const LANDSCAPE_PAGE = { width: 1046, height: 718 } as const;

/** The knockout tree on paper: smaller cards, tighter rows than on screen. */
export const PRINT_TREE: BracketDimensions = {
  cardWidth: 200,
  cardHeight: 44,
  columnGap: 28,
  rowGap: 8,
  headerHeight: 24,
};

/**
 * A doubles draw's tree on paper: wider, taller cards, each team's two names on up to two
 * lines ("Ana Lucía Mora Jiménez / José Pablo Rojas Quesada").
 */
export const PRINT_DOUBLES_TREE: BracketDimensions = { ...PRINT_TREE, cardWidth: 300, cardHeight: 60 };

/** The sizes of the other parts of a printed sheet, in CSS pixels; the components keep to them. */
export const PRINT_SHEET = {
  mastheadHeight: 56,
  sectionGap: 16,
  /** The narrowest a group table prints; it widens into the room the sheet has (`groupWidth`). */
  groupWidth: 236,
  /** The widest: beyond it the numbers would drift far from the names. */
  groupMaxWidth: 340,
  /** A doubles table's widest: its lines are teams, two names each. */
  groupMaxWidthDoubles: 520,
  groupGap: 12,
  groupTitleHeight: 24,
  groupRowHeight: 20,
} as const;

/** Draws of more players than this print in two halves. */
export const ONE_PAGE_PLAYERS = 32;

/** Room kept free on each page, for rounding in the print engine. */
const SAFETY = 0.97;

/** The height of a printed group table with `rows` players (title, column heads, lines). */
export function groupTableHeight(rows: number): number {
  return PRINT_SHEET.groupTitleHeight + (rows + 1) * PRINT_SHEET.groupRowHeight;
}

/**
 * The width of each of `count` group tables printed side by side above a tree `treeWidth`
 * wide: the room the sheet has (the tree's width or the page's, whichever is wider) shared
 * among them, between `PRINT_SHEET.groupWidth` and `groupMaxWidth`. So a name is cut only when
 * the tables, side by side, already fill the sheet.
 */
export function groupWidth(
  count: number,
  treeWidth: number,
  maxWidth: number = PRINT_SHEET.groupMaxWidth,
): number {
  if (count <= 0) return PRINT_SHEET.groupWidth;
  const room = Math.max(treeWidth, LANDSCAPE_PAGE.width) - (count - 1) * PRINT_SHEET.groupGap;
  return Math.min(maxWidth, Math.max(PRINT_SHEET.groupWidth, Math.floor(room / count)));
}

/**
 * The natural size of a sheet: the masthead, then the group tables side by side (when there
 * are any, each `groupWidth` wide), then the tree.
 */
export function sheetSize(
  tree: { width: number; height: number },
  groups: { count: number; rows: number; maxWidth?: number } = { count: 0, rows: 0 },
): { width: number; height: number } {
  const width = groupWidth(groups.count, tree.width, groups.maxWidth);
  const groupsWidth = groups.count * (width + PRINT_SHEET.groupGap) - PRINT_SHEET.groupGap;
  const groupsHeight = groups.count > 0 ? groupTableHeight(groups.rows) + PRINT_SHEET.sectionGap : 0;
  return {
    width: Math.max(tree.width, groupsWidth, 0),
    height: PRINT_SHEET.mastheadHeight + groupsHeight + tree.height,
  };
}

/** The zoom that fits a sheet of `size` on `page`, never enlarging it. */
export function printZoom(
  size: { width: number; height: number },
  page: { width: number; height: number } = LANDSCAPE_PAGE,
): number {
  if (size.width <= 0 || size.height <= 0) return 1;
  return Math.min(1, page.width / size.width, page.height / size.height) * SAFETY;
}

/**
 * The knockout matches as printed pages: all of them on one, or from 33 players the two
 * halves of the draw, each semifinal with every match that leads to it; the final goes with
 * the second half. A draw without a final or its two semifinals stays on one page.
 */
export function drawPages(matches: BracketMatch[], playerCount: number): BracketMatch[][] {
  if (playerCount <= ONE_PAGE_PLAYERS) return [matches];
  const final = matches.find((match) => match.stage === "final");
  const semifinals = matches
    .filter((match) => final !== undefined && match.nextMatchId === final.id)
    .sort((a, b) => (a.nextSlot ?? 0) - (b.nextSlot ?? 0) || a.slot - b.slot);
  const [top, bottom] = semifinals;
  if (!final || !top || !bottom || semifinals.length !== 2) return [matches];
  const leadingTo = (root: BracketMatch): BracketMatch[] => {
    const found: BracketMatch[] = [];
    const walk = (match: BracketMatch) => {
      found.push(match);
      matches.filter((feeder) => feeder.nextMatchId === match.id).forEach(walk);
    };
    walk(root);
    return found;
  };
  return [leadingTo(top), [...leadingTo(bottom), final]];
}
