import Trophy from "lucide-react/icons/trophy";
import { memo, useDeferredValue, type ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Disclosure } from "@/components/ui/disclosure";
import { Spinner } from "@/components/ui/spinner";
import { usePlural, useT } from "@/lib/i18n";
import { useProgressiveCount } from "@/lib/progressive";
import { useSessionStatus } from "@/lib/session/session";
import type { Tournament } from "@/lib/wire";
import { clubSeason } from "@/shared/players/model/season";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { TournamentCard } from "./tournament-card";

/** A card renders once: adding the next few leaves those already shown alone. */
const ListedCard = memo(TournamentCard);

/** The finished tournaments of one season, as the hub folds them. */
export interface FinishedSeason {
  season: number;
  tournaments: Tournament[];
}

/**
 * Splits the list into the hub's parts; drafts belong to none. `active` is the spec's
 * 'Active Tournaments' (active or completed, the count it shows); of those the completed ones
 * are shown by `season`, newest first, each in the server's order (newest start first).
 */
export function hubSections(tournaments: Tournament[]) {
  const bySeason = new Map<number, Tournament[]>();
  for (const tournament of tournaments.filter((tr) => tr.status === "completed")) {
    bySeason.set(tournament.season, [...(bySeason.get(tournament.season) ?? []), tournament]);
  }
  const finished: FinishedSeason[] = [...bySeason]
    .sort(([a], [b]) => b - a)
    .map(([season, list]) => ({ season, tournaments: list }));
  return {
    active: tournaments.filter((tr) => tr.status === "active" || tr.status === "completed"),
    inPlay: tournaments.filter((tr) => tr.status === "active"),
    finished,
    comingSoon: tournaments.filter((tr) => tr.status === "coming_soon"),
  };
}

/** Cards in a grid, rendered a few at a time; those off screen are neither laid out nor painted. */
function CardGrid({
  tournaments,
  isAdmin,
  nested = false,
}: {
  tournaments: Tournament[];
  isAdmin: boolean;
  /** Under a season's heading, so the cards' names are a level deeper. */
  nested?: boolean;
}) {
  const shown = useProgressiveCount(tournaments.length, 9, 6);
  return (
    <div className="grid gap-4 *:[content-visibility:auto] *:[contain-intrinsic-block-size:auto_18rem] sm:grid-cols-2 xl:grid-cols-3">
      {tournaments.slice(0, shown).map((tournament) => (
        <ListedCard
          key={tournament.id}
          tournament={tournament}
          isAdmin={isAdmin}
          headingLevel={nested ? 4 : 3}
        />
      ))}
    </div>
  );
}

interface SectionProps {
  title: string;
  count: string;
  children: ReactNode;
}

function Section({ title, count, children }: SectionProps) {
  return (
    <section aria-label={title} className="mt-2 grid grid-cols-1 gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-2xl font-extrabold text-court-900">{title}</h2>
        <span className="text-sm font-semibold text-slate-600">{count}</span>
      </div>
      {children}
    </section>
  );
}

/**
 * The hub's Tournaments tab: 'Active Tournaments', then 'Coming Soon' when there is any.
 * The tournaments in play come first; the finished ones follow by season, the current season
 * open and the older ones folded, so a club with years of tournaments keeps a short page.
 */
export function TournamentList() {
  const t = useT();
  const plural = usePlural();
  const tournaments = useDeferredValue(useTournaments());
  // Asked once for the list, not by each card: when the answer comes, only the list renders again.
  const isAdmin = useDeferredValue(useSessionStatus().data?.isAdmin === true);

  if (tournaments.isPending) return <Spinner label={t("tournaments.loading")} />;
  if (tournaments.isError) return <LoadError onRetry={() => void tournaments.refetch()} />;

  const { active, inPlay, finished, comingSoon } = hubSections(tournaments.data);
  const count = (n: number) => plural(n, "tournaments.count");
  const current = Number(clubSeason());
  return (
    <div className="grid grid-cols-1 gap-8">
      <Section title={t("tournaments.active")} count={count(active.length)}>
        {active.length === 0 ? (
          <EmptyState icon={Trophy} title={t("tournaments.empty")} hint={t("tournaments.emptyHint")} />
        ) : null}
        {inPlay.length > 0 ? <CardGrid tournaments={inPlay} isAdmin={isAdmin} /> : null}
        {finished.map(({ season, tournaments: list }) => (
          <Disclosure
            key={season}
            title={t("tournaments.finishedIn", { season })}
            note={count(list.length)}
            defaultOpen={season === current}
          >
            <CardGrid tournaments={list} isAdmin={isAdmin} nested />
          </Disclosure>
        ))}
      </Section>
      {comingSoon.length > 0 ? (
        <Section title={t("tournaments.comingSoon")} count={count(comingSoon.length)}>
          <CardGrid tournaments={comingSoon} isAdmin={isAdmin} />
        </Section>
      ) : null}
    </div>
  );
}
