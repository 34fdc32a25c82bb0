import Hourglass from "lucide-react/icons/hourglass";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { claimSentence, type MatchSides } from "../model/result-words";

/** Props of `ClaimNote`. */
export interface ClaimNoteProps {
  /** A tournament match: its players and its `confirmation`. */
  match: MatchSides & Pick<Match, "confirmation">;
  className?: string;
}

/**
 * The note of a walkover claimed in a match (docs/rules.md#results-by-the-players): "Walkover
 * claimed by Ana Mora", ", disputed" once the opponent disputed it. The claim counts nowhere
 * until it is confirmed, so the match shows no result meanwhile. Nothing without a claim. A
 * long name wraps.
 */
export function ClaimNote({ match, className }: ClaimNoteProps) {
  const t = useT();
  const text = claimSentence(match, t);
  if (text === null) return null;
  const disputed = match.confirmation?.state === "disputed";
  const Icon = disputed ? TriangleAlert : Hourglass;
  return (
    <p
      data-claim={disputed ? "disputed" : "claimed"}
      className={cx(
        "flex min-w-0 items-start gap-1.5 text-sm font-semibold",
        disputed ? "text-clay-700" : "text-amber-800",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-[0.2em] size-[1em] shrink-0" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
