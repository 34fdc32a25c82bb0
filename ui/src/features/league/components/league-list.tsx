import { Swords } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import { useLeagueMatches } from "../api/get-league-matches";
import type { LeagueMatch } from "../api/types";
import { orderLeagueMatches } from "../model/order";
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

/** The League tab: every challenge match, pending first, then newest first. */
export function LeagueList({ toolbar, renderMenu, renderAction }: LeagueListProps) {
  const t = useT();
  const matches = useLeagueMatches();

  let body: ReactNode;
  if (matches.isPending) body = <Spinner label={t("league.loading")} />;
  else if (matches.isError) body = <LoadError onRetry={() => void matches.refetch()} />;
  else if (matches.data.length === 0)
    body = <EmptyState icon={Swords} title={t("league.empty")} hint={t("league.emptyHint")} />;
  else
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {orderLeagueMatches(matches.data).map((match) => (
          <li key={match.id}>
            <LeagueMatchCard match={match} menu={renderMenu?.(match)} action={renderAction?.(match)} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-label={t("league.title")} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-extrabold text-court-900">{t("league.title")}</h2>
        {toolbar}
      </div>
      {body}
    </section>
  );
}
