import Swords from "lucide-react/icons/swords";
import { useState, type ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import type { LeagueMatchFilters } from "@/shared/league/api/keys";
import { useLeagueMatches } from "@/shared/league/api/get-league-matches";
import { loadedMatches } from "../model/loaded-matches";
import { LeagueFilters } from "./league-filters";
import { LeagueMatchCard } from "./league-match-card";

/** Props of `LeagueList`: slots where the league actions (Create, Record Score, Edit, Cancel) plug in. */
export interface LeagueListProps {
  /** Shown above the list, e.g. the Create Match button. */
  toolbar?: ReactNode;
  /** A card's menu. */
  renderMenu?: (match: LeagueMatch) => ReactNode;
  /** A card's main action. */
  renderAction?: (match: LeagueMatch) => ReactNode;
}

const NO_FILTERS: LeagueMatchFilters = { playerId: null, status: null };

/**
 * The League tab: the challenge matches, pending first, then newest first, a page
 * at a time with "Load more", filtered by player and status.
 */
export function LeagueList({ toolbar, renderMenu, renderAction }: LeagueListProps) {
  const t = useT();
  const [filters, setFilters] = useState<LeagueMatchFilters>(NO_FILTERS);
  const pages = useLeagueMatches(filters);
  const filtered = filters.playerId !== null || filters.status !== null;

  let body: ReactNode;
  // A failed next page or refresh keeps the matches already shown.
  if (!pages.data) {
    body = pages.isError ? (
      <LoadError onRetry={() => void pages.refetch()} />
    ) : (
      <Spinner label={t("league.loading")} />
    );
  } else {
    const { matches, total } = loadedMatches(pages.data.pages);
    if (matches.length === 0)
      body = filtered ? (
        <EmptyState icon={Swords} title={t("league.emptyFiltered")} hint={t("league.emptyFilteredHint")} />
      ) : (
        <EmptyState icon={Swords} title={t("league.empty")} hint={t("league.emptyHint")} />
      );
    else
      body = (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {matches.map((match) => (
              <li key={match.id}>
                <LeagueMatchCard match={match} menu={renderMenu?.(match)} action={renderAction?.(match)} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={matches.length}
            total={total}
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            onMore={() => void pages.fetchNextPage()}
            failed={pages.isFetchNextPageError ? t("league.loadMoreFailed") : null}
          />
        </>
      );
  }

  return (
    <section aria-label={t("league.title")} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-extrabold text-court-900">{t("league.title")}</h2>
        {toolbar}
      </div>
      <LeagueFilters filters={filters} onChange={setFilters} />
      {body}
    </section>
  );
}
