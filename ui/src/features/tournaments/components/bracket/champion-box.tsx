import { Trophy } from "lucide-react";
import { useT } from "@/lib/i18n";

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
