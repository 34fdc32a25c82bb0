import Hourglass from "lucide-react/icons/hourglass";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import Trophy from "lucide-react/icons/trophy";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { FinalWaiting } from "@/lib/wire";

/** The 'Tournament Champion' box of a completed tournament. */
export function ChampionBox({ name }: { name: string }) {
  const t = useT();
  return (
    <section
      aria-label={t("bracket.champion")}
      className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-court-900 to-court-700 p-4 text-white shadow-lg sm:p-6"
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-ball-400 text-court-950 shadow-inner sm:size-16">
        <Trophy aria-hidden="true" className="size-8" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-ball-300">{t("bracket.champion")}</p>
        <p className="break-words text-2xl font-black sm:text-3xl">{name}</p>
      </div>
    </section>
  );
}

/**
 * In place of the champion box while the final waits for its confirmation: who won it, and
 * that the opponent has not confirmed it yet, or disputed it.
 */
export function FinalWaitingBox({ waiting }: { waiting: FinalWaiting }) {
  const t = useT();
  const awaiting = waiting.state === "awaiting";
  const Icon = awaiting ? Hourglass : TriangleAlert;
  return (
    <p className="flex items-start gap-3 rounded-2xl bg-court-50 p-4 text-lg font-bold text-court-900 ring-1 ring-court-100 sm:p-6">
      <Icon
        aria-hidden="true"
        className={cx("mt-0.5 size-6 shrink-0", awaiting ? "text-amber-700" : "text-clay-700")}
      />
      <span className="min-w-0 break-words">
        {t(awaiting ? "tournaments.finalWaiting.awaiting" : "tournaments.finalWaiting.disputed", {
          name: waiting.winnerName,
        })}
      </span>
    </p>
  );
}
