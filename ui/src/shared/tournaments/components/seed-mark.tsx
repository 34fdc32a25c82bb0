import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";

/** Where a seed is drawn: a page, the clubhouse display, or paper. */
export type SeedMarkTone = "page" | "display" | "paper";

const tones: Record<SeedMarkTone, string> = {
  page: "text-xs font-bold text-slate-600",
  display: "font-semibold text-court-300",
  paper: "text-[9px] font-semibold",
};

/**
 * A player's seed beside their name, as printed draws write it: "(3)". A screen reader hears
 * "Seed 3", the words of the Players tab. Nothing for a player whose seed is not shown.
 * `spaced` puts a space before it, where it follows the name in the same line of text. It is
 * an inline block, so a struck-out name (a loser's) does not strike out the seed.
 */
export function SeedMark({
  seed,
  tone = "page",
  spaced = false,
}: {
  seed: number | undefined;
  tone?: SeedMarkTone;
  spaced?: boolean;
}) {
  const t = useT();
  if (seed === undefined) return null;
  const words = t("players.seed", { seed });
  const mark = (
    <span
      data-seed={seed}
      title={words}
      className={cx("inline-block shrink-0 whitespace-nowrap tabular-nums", tones[tone])}
    >
      <span aria-hidden="true">({seed})</span>
      <span className="sr-only">{words}</span>
    </span>
  );
  return spaced ? <> {mark}</> : mark;
}
