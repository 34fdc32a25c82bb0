import History from "lucide-react/icons/rotate-ccw-clock";
import { useState, type ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import type { LeagueChange } from "@/lib/wire";
import { useRecentLeagueChanges } from "../api/get-recent-league-changes";
import { changedMatch } from "../model/league-change";
import { LeagueChangeItem } from "./league-change-item";
import { MatchHistoryDialog, type HistoryMatch } from "./match-history-dialog";

/** The match a change is about, to open its whole history. */
function historyMatch(change: LeagueChange): HistoryMatch | null {
  const match = changedMatch(change);
  return match ? { id: change.leagueMatchId, ...match } : null;
}

/**
 * The admin's Recent changes in the League tab: the latest league writes, newest first,
 * each with who made it and what it changed, and the way to a match's whole history.
 */
export function RecentLeagueChanges() {
  const t = useT();
  const pages = useRecentLeagueChanges();
  const [open, setOpen] = useState<HistoryMatch | null>(null);

  let body: ReactNode;
  if (!pages.data) {
    body = pages.isError ? (
      <LoadError onRetry={() => void pages.refetch()} />
    ) : (
      <Spinner label={t("leagueHistory.loadingRecent")} />
    );
  } else {
    const changes = pages.data.pages.flatMap((page) => page.items);
    const total = pages.data.pages.at(-1)?.total ?? null;
    body =
      changes.length === 0 ? (
        <EmptyState icon={History} title={t("leagueHistory.recentEmpty")} />
      ) : (
        <>
          <ol className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {changes.map((change) => {
              const match = historyMatch(change);
              return (
                <li
                  key={change.id}
                  className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-white p-3"
                >
                  <LeagueChangeItem change={change} showMatch />
                  {match ? (
                    <Button
                      variant="secondary"
                      className="justify-self-start"
                      aria-label={t("leagueHistory.openHistory", {
                        player1: match.player1Name,
                        player2: match.player2Name,
                      })}
                      onClick={() => setOpen(match)}
                    >
                      <History aria-hidden="true" className="size-4" />
                      {t("leagueActions.historyItem")}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <LoadMore
            shown={changes.length}
            total={total}
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            onMore={() => void pages.fetchNextPage()}
          />
        </>
      );
  }

  return (
    <section aria-labelledby="league-recent-changes" className="grid grid-cols-1 gap-3">
      <div>
        <h2 id="league-recent-changes" className="text-2xl font-extrabold text-court-900">
          {t("leagueHistory.recentTitle")}
        </h2>
        <p className="text-base text-slate-700">{t("leagueHistory.recentHint")}</p>
      </div>
      {body}
      {open ? <MatchHistoryDialog match={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
