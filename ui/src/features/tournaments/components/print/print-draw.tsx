import { useT } from "@/lib/i18n";
import type { Group, GroupPlayer, Tournament } from "@/lib/wire";
import { SeedMark } from "@/shared/tournaments/components/seed-mark";
import { seedOf, type Seeds } from "@/shared/tournaments/model/seeds";
import { groupName, outcomeSide, outcomeWord, slotLabel } from "@/shared/tournaments/model/server-words";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import type { BracketMatch } from "../../model/bracket";
import { type BracketDimensions, type BracketLayout, layoutBracket } from "../../model/bracket-layout";
import {
  drawPages,
  groupTableHeight,
  groupWidth,
  PRINT_DOUBLES_TREE,
  PRINT_SHEET,
  PRINT_TREE,
  printZoom,
  sheetSize,
} from "../../model/print-sheet";
import { PrintMasthead } from "./print-masthead";

/**
 * One side of a printed match: the name (or where it comes from) with its seed, and its games
 * per set; "W/O" on the winner's side, "Ret." on the side of the player who retired.
 */
function PrintSide({
  match,
  side,
  seeds,
  twoLines,
}: {
  match: BracketMatch;
  side: 1 | 2;
  seeds: Seeds;
  /** A doubles team's name may take two lines. */
  twoLines: boolean;
}) {
  const t = useT();
  const entrant = side === 1 ? match.top : match.bottom;
  const won = !match.isBye && match.winner === side;
  const name =
    entrant.name ?? (match.isBye ? t("bracket.bye") : (slotLabel(entrant.label, t) ?? t("bracket.tbd")));
  const outcome = match.walkover ? "walkover" : match.retired ? "retired" : null;
  const note = !match.isBye && outcomeSide(outcome, match.winner) === side ? outcomeWord(outcome, t) : null;
  return (
    <div className={`flex h-1/2 items-center gap-1 px-1.5 ${won ? "font-extrabold" : ""}`}>
      <span
        className={`min-w-0 flex-1 ${twoLines ? "line-clamp-2 break-words leading-[12px]" : "truncate"} ${entrant.name ? "" : "italic"}`}
      >
        {name}
      </span>
      {/* Beside the name, not in it: a name cut short on a narrow card keeps its seed. */}
      {entrant.name ? <SeedMark seed={seedOf(seeds, entrant.key ?? entrant.playerId)} tone="paper" /> : null}
      {match.isBye
        ? null
        : match.sets.map((set, index) => (
            <span key={index} className="w-3.5 text-center font-mono tabular-nums">
              {side === 1 ? set.player1 : set.player2}
            </span>
          ))}
      {note ? <span className="text-[9px] font-bold">{note}</span> : null}
    </div>
  );
}

/** The knockout tree at print size: black lines, plain cards. */
function PrintTree({
  layout,
  dims,
  singleElimination,
  seeds,
  doubles,
}: {
  /** The page's matches laid out at `dims` (the sheet's size is measured on the same layout). */
  layout: BracketLayout;
  dims: BracketDimensions;
  singleElimination: boolean;
  seeds: Seeds;
  doubles: boolean;
}) {
  const t = useT();
  return (
    <div className="relative" style={{ width: layout.width, height: layout.height }}>
      <svg aria-hidden="true" className="absolute inset-0" width={layout.width} height={layout.height}>
        {layout.connectors.map((connector) => (
          <path key={`${connector.fromId}-${connector.toId}`} d={connector.path} fill="none" stroke="#000" />
        ))}
      </svg>
      {layout.columns.map((column) => (
        <p
          key={column.stage}
          className="absolute top-0 truncate text-center text-[10px] font-extrabold uppercase"
          style={{ left: column.x, width: dims.cardWidth }}
        >
          {singleElimination && column.round > 0
            ? `${t("bracket.round", { round: column.round })} · ${t(stageNameKey(column.stage))}`
            : t(stageNameKey(column.stage))}
        </p>
      ))}
      {layout.nodes.map((node) => (
        <div
          key={node.match.id}
          className={`absolute divide-y divide-black border border-black bg-white text-[11px] ${node.match.isBye ? "border-dashed" : ""}`}
          style={{ left: node.x, top: node.y, width: dims.cardWidth, height: dims.cardHeight }}
        >
          <PrintSide match={node.match} side={1} seeds={seeds} twoLines={doubles} />
          <PrintSide match={node.match} side={2} seeds={seeds} twoLines={doubles} />
        </div>
      ))}
    </div>
  );
}

/**
 * A group's table on paper: place, name and seed, won-lost and points, one fixed-height line
 * each, `width` wide (`groupWidth`: the sheet's room, so names are cut only when it has none).
 */
function PrintGroup({
  group,
  table,
  seeds,
  width,
}: {
  group: Group;
  table: GroupPlayer[];
  seeds: Seeds;
  width: number;
}) {
  const t = useT();
  const row = { height: PRINT_SHEET.groupRowHeight };
  return (
    <table className="table-fixed border-collapse text-[11px]" style={{ width }}>
      <caption className="text-left text-xs font-extrabold" style={{ height: PRINT_SHEET.groupTitleHeight }}>
        {groupName(group.letter, t)}
      </caption>
      <thead>
        <tr style={row} className="border-b border-black text-left text-[9px] uppercase">
          <th className="w-5">#</th>
          <th>{t("bracket.colPlayer")}</th>
          <th className="w-10 text-right">{t("print.wonLost")}</th>
          <th className="w-8 text-right">{t("bracket.colPoints")}</th>
        </tr>
      </thead>
      <tbody>
        {table.map((line) => (
          <tr key={line.playerId} style={row} className={line.qualified ? "font-extrabold" : ""}>
            <td>{line.position}</td>
            <td className="truncate">
              {line.name}
              <SeedMark seed={seedOf(seeds, line.playerId)} tone="paper" spaced />
            </td>
            <td className="text-right tabular-nums">
              {line.wins}-{line.losses}
            </td>
            <td className="text-right tabular-nums">{line.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The height of the line that says, under the masthead of the page with the final, that the
 * final is played but not confirmed yet; counted in that page's size so it still fits its sheet.
 */
const FINAL_WAITING_HEIGHT = 20;

/**
 * The bracket tab as printed: hidden on screen, on A4 landscape on paper (the `bracket` named
 * page of index.css), scaled to its page. Up to 32 players one page; from 33, one per half.
 * Screen readers skip it: it repeats what the screen shows.
 */
export function PrintDraw({
  tournament,
  knockout,
  groups,
  lines,
  seeds,
}: {
  tournament: Tournament;
  knockout: BracketMatch[];
  groups: Group[];
  lines: GroupPlayer[];
  /** The tournament's seeds, beside the names as the Players tab shows them. */
  seeds: Seeds;
}) {
  const t = useT();
  const single = tournament.tournamentType === "single_elimination";
  const pages = drawPages(knockout, tournament.playerCount);
  const tables = groups.map((group) => ({
    group,
    table: lines.filter((line) => line.groupId === group.id).sort((a, b) => a.position - b.position),
  }));
  const rows = Math.max(0, ...tables.map(({ table }) => table.length));
  const waiting = tournament.finalWaiting;
  const doubles = tournament.discipline === "doubles";
  const dims = doubles ? PRINT_DOUBLES_TREE : PRINT_TREE;
  const maxWidth = doubles ? PRINT_SHEET.groupMaxWidthDoubles : PRINT_SHEET.groupMaxWidth;
  return (
    <div aria-hidden="true" className="print-draw hidden print:block">
      {pages.map((page, index) => {
        // The groups print above the tree, on the first page only.
        const withGroups = index === 0 && tables.length > 0;
        // The final prints on the last page; a final not confirmed yet is said above it.
        const note = waiting && index === pages.length - 1 ? waiting : null;
        const tree = layoutBracket(page, dims);
        const size = sheetSize(tree, withGroups ? { count: tables.length, rows, maxWidth } : undefined);
        const zoom = printZoom(note ? { ...size, height: size.height + FINAL_WAITING_HEIGHT } : size);
        return (
          <section key={index} className="print-page" style={{ zoom }}>
            <PrintMasthead
              tournament={tournament.name}
              what={
                pages.length > 1
                  ? t("print.drawHalf", { half: index + 1, halves: pages.length })
                  : t("bracket.title")
              }
            />
            {note ? (
              <p className="truncate text-xs font-bold" style={{ height: FINAL_WAITING_HEIGHT }}>
                {t(
                  note.state === "awaiting"
                    ? "tournaments.finalWaiting.awaiting"
                    : "tournaments.finalWaiting.disputed",
                  { name: note.winnerName },
                )}
              </p>
            ) : null}
            {withGroups ? (
              <div
                className="flex items-start"
                style={{
                  gap: PRINT_SHEET.groupGap,
                  height: groupTableHeight(rows),
                  marginBottom: PRINT_SHEET.sectionGap,
                }}
              >
                {tables.map(({ group, table }) => (
                  <PrintGroup
                    key={group.id}
                    group={group}
                    table={table}
                    seeds={seeds}
                    width={groupWidth(tables.length, tree.width, maxWidth)}
                  />
                ))}
              </div>
            ) : null}
            <PrintTree layout={tree} dims={dims} singleElimination={single} seeds={seeds} doubles={doubles} />
          </section>
        );
      })}
    </div>
  );
}
