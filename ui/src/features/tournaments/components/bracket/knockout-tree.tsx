import { ChevronsLeftRight, Trophy } from "lucide-react";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { BracketEntrant, BracketMatch } from "../../model/bracket";
import { BRACKET_DIMENSIONS as D, layoutBracket } from "../../model/bracket-layout";
import { stageNameKey } from "../../model/stages";

function EntrantRow({
  entrant,
  won,
  lost,
  bye,
}: {
  entrant: BracketEntrant;
  won: boolean;
  lost: boolean;
  bye: boolean;
}) {
  const t = useT();
  const known = entrant.name !== null;
  // The empty side of a bye is always the bye, whatever label the server gave it.
  const text = entrant.name ?? (bye ? t("bracket.bye") : (entrant.label ?? t("bracket.tbd")));
  return (
    <div
      className={cx(
        "flex h-8 items-center gap-1.5 px-2 text-sm",
        won && "bg-ball-200 font-extrabold text-court-950",
        lost && "text-slate-500 line-through decoration-slate-400",
        !won && !lost && known && "font-semibold text-slate-900",
        !known && "italic text-slate-600",
        bye && !known && "not-italic font-bold uppercase tracking-wide text-slate-500",
      )}
    >
      {/* A name too long for one line takes two tight ones within the row's height. */}
      <span className="line-clamp-2 min-w-0 flex-1 break-words leading-[15px]">{text}</span>
      {won ? <Trophy aria-label={t("schedule.winner")} className="size-4 shrink-0 text-gold" /> : null}
    </div>
  );
}

function MatchCard({ match, label }: { match: BracketMatch; label: string }) {
  // A bye is not a played match: its player goes through without a win to show.
  const decided = match.isBye ? null : match.winner;
  return (
    <article
      aria-label={label}
      className={cx(
        "flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm",
        decided ? "border-court-300" : "border-slate-300",
        match.isBye && "border-dashed bg-slate-50 shadow-none",
      )}
    >
      <EntrantRow entrant={match.top} won={decided === 1} lost={decided === 2} bye={match.isBye} />
      <div className="border-t border-slate-200" />
      <EntrantRow entrant={match.bottom} won={decided === 2} lost={decided === 1} bye={match.isBye} />
      <p className="mt-auto truncate border-t border-slate-100 bg-slate-50 px-2.5 py-0.5 font-mono text-xs font-semibold tabular-nums text-slate-700">
        {match.score ?? "\u00a0"}
      </p>
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
}: {
  matches: BracketMatch[];
  singleElimination: boolean;
}) {
  const t = useT();
  const layout = layoutBracket(matches);
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
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
