import { Trophy } from "lucide-react";
import { memo, useDeferredValue } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { usePlural, useT } from "@/lib/i18n";
import { useProgressiveCount } from "@/lib/progressive";
import { useSessionStatus } from "@/lib/session/session";
import type { Tournament } from "@/lib/wire";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { TournamentCard } from "./tournament-card";

/** A card renders once: adding the next few leaves those already shown alone. */
const ListedCard = memo(TournamentCard);

/** Splits the list into the hub's two sections; drafts belong to neither. */
export function hubSections(tournaments: Tournament[]) {
  return {
    active: tournaments.filter((tr) => tr.status === "active" || tr.status === "completed"),
    comingSoon: tournaments.filter((tr) => tr.status === "coming_soon"),
  };
}

interface SectionProps {
  title: string;
  count: string;
  tournaments: Tournament[];
  isAdmin: boolean;
}

function Section({ title, count, tournaments, isAdmin }: SectionProps) {
  const shown = useProgressiveCount(tournaments.length, 9, 6);
  return (
    <section aria-label={title} className="mt-2">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 className="text-2xl font-extrabold text-court-900">{title}</h2>
        <span className="text-sm font-semibold text-slate-600">{count}</span>
      </div>
      {/* Cards off screen are neither laid out nor painted until scrolled to. */}
      <div className="grid gap-4 *:[content-visibility:auto] *:[contain-intrinsic-block-size:auto_18rem] sm:grid-cols-2 xl:grid-cols-3">
        {tournaments.slice(0, shown).map((tournament) => (
          <ListedCard key={tournament.id} tournament={tournament} isAdmin={isAdmin} />
        ))}
      </div>
    </section>
  );
}

/** The hub's Tournaments tab: 'Active Tournaments', then 'Coming Soon' when there is any. */
export function TournamentList() {
  const t = useT();
  const plural = usePlural();
  const tournaments = useDeferredValue(useTournaments());
  // Asked once for the list, not by each card: when the answer comes, only the list renders again.
  const isAdmin = useDeferredValue(useSessionStatus().data?.isAdmin === true);

  if (tournaments.isPending) return <Spinner label={t("tournaments.loading")} />;
  if (tournaments.isError) return <LoadError onRetry={() => void tournaments.refetch()} />;

  const { active, comingSoon } = hubSections(tournaments.data);
  const count = (n: number) => plural(n, "tournaments.count");
  return (
    <div className="grid grid-cols-1 gap-8">
      {active.length > 0 ? (
        <Section
          title={t("tournaments.active")}
          count={count(active.length)}
          tournaments={active}
          isAdmin={isAdmin}
        />
      ) : (
        <section aria-label={t("tournaments.active")}>
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 className="text-2xl font-extrabold text-court-900">{t("tournaments.active")}</h2>
            <span className="text-sm font-semibold text-slate-600">{count(0)}</span>
          </div>
          <EmptyState icon={Trophy} title={t("tournaments.empty")} hint={t("tournaments.emptyHint")} />
        </section>
      )}
      {comingSoon.length > 0 ? (
        <Section
          title={t("tournaments.comingSoon")}
          count={count(comingSoon.length)}
          tournaments={comingSoon}
          isAdmin={isAdmin}
        />
      ) : null}
    </div>
  );
}
