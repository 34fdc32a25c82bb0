import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import type { MatchSet } from "@/lib/wire";

/** What every panel of the display draws with: see `panels.tsx` for the sizes a TV needs. */
/** The results that just came in, by key (`match-41`, `league-7`). */
export type Fresh = ReadonlySet<string>;

export function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-24 text-center text-[40px] font-semibold text-court-100">{children}</p>;
}

/** One set's games for one side, the set winner's bold; a 7-6 set's tiebreak points small. */
export function SetCells({ sets, side, size }: { sets: MatchSet[]; side: 1 | 2; size: "large" | "small" }) {
  return sets.map((set, index) => {
    const games = side === 1 ? set.player1 : set.player2;
    const other = side === 1 ? set.player2 : set.player1;
    const tiebreak = set.tiebreak !== null && games < other ? set.tiebreak : null;
    return (
      <span
        key={index}
        className={cx(
          "inline-block text-center font-mono tabular-nums",
          size === "large" ? "w-12" : "w-9",
          games > other ? "font-extrabold text-white" : "font-medium text-court-200",
        )}
      >
        {games}
        {tiebreak !== null ? <sup className="text-[28px] leading-none">{tiebreak}</sup> : null}
      </span>
    );
  });
}
