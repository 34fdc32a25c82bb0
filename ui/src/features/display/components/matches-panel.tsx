import Trophy from "lucide-react/icons/trophy";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import {
  groupName,
  matchName,
  outcomeSide,
  outcomeWord,
  slotLabel,
  stageTag,
} from "@/shared/tournaments/model/server-words";
import { ConfirmationMark } from "@/shared/results/components/confirmation-mark";
import { SeedMark } from "@/shared/tournaments/components/seed-mark";
import { seedOf, type Seeds } from "@/shared/tournaments/model/seeds";
import { matchKey } from "../model/slides";
import { Empty, type Fresh, SetCells } from "./panel-parts";
import { isDoubles, sideKey, winnerSide } from "@/shared/results/model/sides";

/** The display's scoreboards: a tournament's matches of the week, one board each. */
/** A side of a tournament match: the player, or where they will come from. */
function sideName(match: Match, side: 1 | 2, t: ReturnType<typeof useT>): { text: string; known: boolean } {
  const name = side === 1 ? match.player1Name : match.player2Name;
  if (name) return { text: name, known: true };
  const label = slotLabel(side === 1 ? match.player1Label : match.player2Label, t);
  return { text: label ?? t("bracket.tbd"), known: false };
}

/** What a match is within its tournament: "Group A", "QF1", "F". */
function matchTag(
  match: Match,
  groupLetters: ReadonlyMap<number, string>,
  t: ReturnType<typeof useT>,
): string {
  if (match.stage === "group") {
    const letter = match.groupId === null ? undefined : groupLetters.get(match.groupId);
    return letter ? groupName(letter, t) : stageTag("group", t);
  }
  return matchName(match.stage, match.slot + 1, t);
}

/** A tournament match as a two-line scoreboard: each side with its sets, the winner bold with a trophy. */
export function Scoreboard({
  match,
  tag,
  seeds,
  fresh,
  size,
}: {
  match: Match;
  tag: string | null;
  /** The tournament's seeds, beside the names as its Players tab shows them. */
  seeds: Seeds;
  fresh: Fresh;
  size: "large" | "small";
}) {
  const t = useT();
  const completed = match.status === "completed" && !match.isBye;
  const outcome = completed ? outcomeWord(match.outcome, t) : null;
  const winner = completed ? winnerSide(match) : null;
  // "W/O" on the winner's row, "Ret." on the row of the player who retired.
  const outcomeRow = outcomeSide(match.outcome, winner);
  const row = (side: 1 | 2) => {
    const { text, known } = sideName(match, side, t);
    const won = winner === side;
    const seed = known ? seedOf(seeds, sideKey(match, side)) : undefined;
    return (
      <div className="flex min-w-0 items-center gap-3">
        {/* The seed right after the name; the name gives way first when the row is short. */}
        <span className="flex min-w-0 flex-1 items-baseline gap-3">
          <span
            className={cx(
              // A doubles team's two names take two lines rather than lose the partner.
              isDoubles(match) ? "line-clamp-2 min-w-0 break-words" : "min-w-0 truncate",
              won ? "font-extrabold text-white" : "font-medium",
              !known && "italic text-court-300",
            )}
          >
            {text}
          </span>
          <SeedMark seed={seed} tone="display" />
        </span>
        {won ? (
          <Trophy
            aria-hidden="true"
            className={cx("shrink-0 text-ball-400", size === "large" ? "size-8" : "size-6")}
          />
        ) : null}
        {outcomeRow === side && outcome ? (
          <span className="shrink-0 text-[28px] font-bold text-ball-300">{outcome}</span>
        ) : null}
        <span className="shrink-0">
          <SetCells sets={match.sets} side={side} size={size} />
        </span>
      </div>
    );
  };
  return (
    <div
      data-result={matchKey(match.id)}
      data-fresh={fresh.has(matchKey(match.id)) || undefined}
      className={cx(
        "flex min-w-0 items-center gap-5 rounded-2xl border-2 border-court-700 bg-court-900",
        size === "large" ? "px-6 py-3 text-[36px] leading-[44px]" : "px-4 py-1.5 text-[28px] leading-[36px]",
        fresh.has(matchKey(match.id)) && "display-fresh",
      )}
    >
      {tag !== null ? (
        <span className="w-44 shrink-0 whitespace-nowrap text-[28px] font-bold uppercase leading-tight text-ball-300">
          {tag}
        </span>
      ) : null}
      <div className="min-w-0 flex-1">
        {row(1)}
        {row(2)}
      </div>
      {completed ? <ConfirmationMark item={match} tone="display" /> : null}
    </div>
  );
}

/** This week's matches of a tournament, two columns of scoreboards. */
export function MatchesPanel({
  matches,
  groupLetters,
  seeds,
  fresh,
}: {
  matches: Match[];
  groupLetters: ReadonlyMap<number, string>;
  seeds: Seeds;
  fresh: Fresh;
}) {
  const t = useT();
  if (matches.length === 0) return <Empty>{t("display.noMatchesThisWeek")}</Empty>;
  // Rows of equal height: six a column, or for doubles four of the smaller scoreboards, each
  // team's names on two lines (DOUBLES_MATCHES_PER_PAGE), so that a screen of them fits.
  const doubles = matches.some(isDoubles);
  return (
    <div
      className={cx(
        "grid grid-flow-col grid-cols-2 gap-x-8 gap-y-4",
        doubles ? "grid-rows-4" : "grid-rows-6",
      )}
    >
      {matches.map((match) => (
        <Scoreboard
          key={match.id}
          match={match}
          tag={matchTag(match, groupLetters, t)}
          seeds={seeds}
          fresh={fresh}
          size={doubles ? "small" : "large"}
        />
      ))}
    </div>
  );
}
