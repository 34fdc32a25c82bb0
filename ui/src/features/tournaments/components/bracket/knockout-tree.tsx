import ChevronsLeftRight from "lucide-react/icons/chevrons-left-right";
import Trophy from "lucide-react/icons/trophy";
import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { MatchSet } from "@/lib/wire";
import { ClaimNote } from "@/shared/results/components/claim-note";
import { ConfirmationMark } from "@/shared/results/components/confirmation-mark";
import { ShareAction } from "@/shared/share/share-action";
import { PlayerLink } from "@/shared/players/components/player-link";
import type { ShareMessage } from "@/shared/share/share-text";
import { SeedMark } from "@/shared/tournaments/components/seed-mark";
import { NO_SEEDS, seedOf, type Seeds } from "@/shared/tournaments/model/seeds";
import { outcomeSide, outcomeWord, slotLabel } from "@/shared/tournaments/model/server-words";
import { isBehind } from "@/shared/timing/model/schedule-form";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import type { BracketEntrant, BracketMatch } from "../../model/bracket";
import { BRACKET_DIMENSIONS, DOUBLES_BRACKET_DIMENSIONS, layoutBracket } from "../../model/bracket-layout";

/**
 * One set's games of one entrant, scoreboard style. As printed draws do, the tiebreak
 * points of a 7-6 set go small beside the set loser's games (7-6(5): 7 over 6⁵); a
 * screen reader hears them in brackets.
 */
function SetCell({ set, side }: { set: MatchSet; side: 1 | 2 }) {
  const games = side === 1 ? set.player1 : set.player2;
  const other = side === 1 ? set.player2 : set.player1;
  const tiebreak = set.tiebreak !== null && games < other ? set.tiebreak : null;
  return (
    <td
      className={cx(
        "whitespace-nowrap text-center font-mono tabular-nums last:pr-1.5",
        games > other ? "font-extrabold" : "font-medium opacity-80",
      )}
    >
      {games}
      {tiebreak !== null ? (
        <sup className="ml-px text-[9px] font-semibold">
          <span className="sr-only">(</span>
          {tiebreak}
          <span className="sr-only">)</span>
        </sup>
      ) : null}
    </td>
  );
}

function EntrantRow({
  entrant,
  seed,
  side,
  sets,
  note,
  noted,
  won,
  lost,
  bye,
  oneLine,
  lines,
  extra,
}: {
  entrant: BracketEntrant;
  /** The player's seed, as the Players tab shows it. */
  seed: number | undefined;
  side: 1 | 2;
  sets: MatchSet[];
  /** "W/O" or "Ret.", the match's outcome; the other row keeps the column. */
  note: string | null;
  /** Whether this row carries the note: the winner's for a walkover, the retired player's for a retirement. */
  noted: boolean;
  won: boolean;
  lost: boolean;
  bye: boolean;
  /** The name keeps to one line, leaving room for a note under the rows. */
  oneLine: boolean;
  /** How many lines a long name may take otherwise: two, or three for a doubles team. */
  lines: 2 | 3;
  /** A cell after the scores (the share action, on the top row). */
  extra: ReactNode;
}) {
  const t = useT();
  const known = entrant.name !== null;
  // The empty side of a bye is always the bye, whatever label the server gave it; only a
  // planned draw's seed, who gets the bye, is said before the draw is made.
  const emptySide = bye && entrant.label?.kind !== "seed";
  const text =
    entrant.name ?? (emptySide ? t("bracket.bye") : (slotLabel(entrant.label, t) ?? t("bracket.tbd")));
  return (
    <tr
      className={cx(
        "h-1/2 text-sm",
        won && "bg-ball-200 font-extrabold text-court-950",
        lost && "text-slate-500",
        !won && !lost && known && "font-semibold text-slate-900",
        !known && "text-slate-600",
      )}
    >
      {/* One name too long for a line takes two tight ones. */}
      <th scope="row" className="px-2 text-left [font-weight:inherit]">
        <span className="flex items-center gap-1.5">
          <span
            className={cx(
              "min-w-0 flex-1 break-words leading-[15px]",
              oneLine ? "line-clamp-1" : lines === 3 ? "line-clamp-3" : "line-clamp-2",
              lost && "line-through decoration-slate-400",
              !known && "italic",
              emptySide && !known && "not-italic font-bold uppercase tracking-wide text-slate-500",
            )}
          >
            {known && entrant.playerId !== null ? (
              <PlayerLink id={entrant.playerId}>{text}</PlayerLink>
            ) : (
              text
            )}
            {/* The seed follows the name's last word, so a long name keeps its two lines. */}
            {known ? <SeedMark seed={seed} spaced /> : null}
          </span>
          {won ? <Trophy aria-label={t("schedule.winner")} className="size-4 shrink-0 text-gold" /> : null}
        </span>
      </th>
      {sets.map((set, index) => (
        <SetCell key={index} set={set} side={side} />
      ))}
      {note !== null ? (
        <td className="whitespace-nowrap pr-2 text-right text-xs font-bold">{noted ? note : ""}</td>
      ) : null}
      {extra}
    </tr>
  );
}

/** The key an entrant's seed goes by: its player, or a doubles team's first player. */
function entrantKey(entrant: BracketEntrant): number | null {
  return entrant.key ?? entrant.playerId;
}

function MatchCard({
  match,
  label,
  share,
  seeds,
  lines,
}: {
  match: BracketMatch;
  label: string;
  share: ShareMessage | null;
  seeds: Seeds;
  lines: 2 | 3;
}) {
  const t = useT();
  // A bye is not a played match: its player goes through without a win or a score to show.
  const decided = match.isBye ? null : match.winner;
  const sets = match.isBye ? [] : match.sets;
  const outcome = match.walkover ? "walkover" : match.retired ? "retired" : null;
  const note = match.isBye ? null : outcomeWord(outcome, t);
  const noteSide = outcomeSide(outcome, decided);
  // A walkover claim counts nowhere yet: a line under the rows says who claimed it.
  const claimed = !match.isBye && Boolean(match.confirmation?.claim);
  const row = (side: 1 | 2, extra: ReactNode) => (
    <EntrantRow
      entrant={side === 1 ? match.top : match.bottom}
      seed={seedOf(seeds, entrantKey(side === 1 ? match.top : match.bottom))}
      side={side}
      sets={sets}
      note={note}
      noted={noteSide === side}
      won={decided === side}
      lost={decided !== null && decided !== side}
      bye={match.isBye}
      oneLine={claimed}
      lines={lines}
      extra={extra}
    />
  );
  // The share action takes a column of its own, beside both rows.
  const shareCell = share ? (
    <td rowSpan={2} className="w-8 border-l border-slate-200 align-middle">
      <ShareAction compact message={share} label={t("share.match")} />
    </td>
  ) : null;
  return (
    <article
      aria-label={label}
      className={cx(
        "h-full overflow-hidden rounded-xl border bg-white shadow-sm",
        claimed && "flex flex-col",
        decided ? "border-court-300" : "border-slate-300",
        match.isBye && "border-dashed bg-slate-50 shadow-none",
        match.timing === "late" && "border-2 border-amber-500",
        match.timing === "overdue" && "border-2 border-red-600",
      )}
      data-timing={isBehind(match.timing) ? match.timing : undefined}
      title={
        match.timing === "late"
          ? t("timing.late")
          : match.timing === "overdue"
            ? t("timing.overdue")
            : undefined
      }
    >
      {/* Players in rows, sets in columns: a scoreboard, read as a table. The name takes
          what the set columns leave. */}
      <table className={cx("w-full table-fixed border-collapse", claimed ? "min-h-0 flex-1" : "h-full")}>
        <colgroup>
          <col />
          {sets.map((_, index) => (
            <col key={index} className="w-6" />
          ))}
          {note !== null ? <col className="w-10" /> : null}
          {share ? <col className="w-8" /> : null}
        </colgroup>
        <tbody className="divide-y divide-slate-200">
          {row(1, shareCell)}
          {row(2, null)}
        </tbody>
      </table>
      {claimed ? (
        <ClaimNote
          match={{
            player1Id: match.top.playerId,
            player1Name: match.top.name,
            player2Id: match.bottom.playerId,
            player2Name: match.bottom.name,
            confirmation: match.confirmation,
          }}
          className="shrink-0 border-t border-slate-200 bg-slate-50 px-2 py-0.5 text-[11px] leading-tight [&>span]:line-clamp-2"
        />
      ) : null}
    </article>
  );
}

/**
 * A knockout bracket drawn as a tree: rounds in columns, lines joining each
 * match to the next one, winners highlighted. Wide draws scroll sideways.
 */
export function KnockoutTree({
  matches,
  singleElimination,
  shareOf,
  seeds = NO_SEEDS,
  doubles = false,
}: {
  matches: BracketMatch[];
  singleElimination: boolean;
  /** A doubles draw: its cards are taller, for the teams' names. */
  doubles?: boolean;
  /** What a match card shares, when it has something to share (both players known). */
  shareOf?: (match: BracketMatch) => ShareMessage | null;
  /** The tournament's seeds, shown beside the names as the Players tab shows them. */
  seeds?: Seeds;
}) {
  const t = useT();
  const D = doubles ? DOUBLES_BRACKET_DIMENSIONS : BRACKET_DIMENSIONS;
  const layout = layoutBracket(matches, D);
  if (layout.nodes.length === 0) return null;
  const wide = layout.columns.length > 2;
  return (
    <div className="grid grid-cols-1 gap-2">
      {wide ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-600 md:hidden">
          <ChevronsLeftRight aria-hidden="true" className="size-4" />
          {t("bracket.scrollHint")}
        </p>
      ) : null}
      <div
        tabIndex={0}
        role="group"
        aria-label={t("bracket.knockoutStage")}
        data-scrolls-sideways="knockout-draw"
        className="overflow-x-auto overscroll-x-contain rounded-2xl bg-court-50 p-3 ring-1 ring-court-100 sm:p-4"
      >
        <div className="relative mx-auto" style={{ width: layout.width, height: layout.height }}>
          <svg aria-hidden="true" className="absolute inset-0" width={layout.width} height={layout.height}>
            {layout.connectors.map((connector) => (
              <path
                key={`${connector.fromId}-${connector.toId}`}
                d={connector.path}
                fill="none"
                stroke="var(--color-court-300)"
                strokeWidth={2}
              />
            ))}
          </svg>
          {layout.columns.map((column) => (
            <h4
              key={column.stage}
              className="absolute top-0 truncate text-center text-xs font-extrabold uppercase tracking-wider text-court-800"
              style={{ left: column.x, width: D.cardWidth, lineHeight: `${D.headerHeight - 12}px` }}
            >
              {singleElimination && column.round > 0
                ? `${t("bracket.round", { round: column.round })} · ${t(stageNameKey(column.stage))}`
                : t(stageNameKey(column.stage))}
            </h4>
          ))}
          {layout.nodes.map((node) => (
            <div
              key={node.match.id}
              className="absolute"
              style={{ left: node.x, top: node.y, width: D.cardWidth, height: D.cardHeight }}
            >
              <MatchCard
                match={node.match}
                label={t("bracket.matchLabel", {
                  stage: t(stageNameKey(node.match.stage)),
                  number: node.match.slot + 1,
                })}
                share={shareOf?.(node.match) ?? null}
                seeds={seeds}
                lines={doubles ? 3 : 2}
              />
              {/* Over the card's top edge, like a tab: the card's own rows keep their size. */}
              {/* A claim's own line says where it stands. */}
              {node.match.confirmation?.claim ? null : (
                <ConfirmationMark item={node.match} className="absolute -top-2.5 right-2 py-0 text-[11px]" />
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
