import { useDeferredValue, useState } from "react";
import { LoadError } from "@/components/load-error";
import { buttonClasses } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import type { Season } from "@/lib/wire";
import { MatchRow, Section } from "@/shared/players/components/profile-parts";
import { usePlayerHistory, type HistoryFilters } from "../api/get-player-page";

/** The match history: a kind filter, the matches newest first, and "Show more". */
export function MatchHistory({ playerId, season }: { playerId: number; season: Season }) {
  const t = useT();
  const [kind, setKind] = useState<HistoryFilters["kind"]>(null);
  const history = useDeferredValue(usePlayerHistory(playerId, { kind, season }));
  const pages = history.data?.pages ?? [];
  const matches = pages.flatMap((page) => page.data.matches);
  const total = pages[0]?.total ?? null;
  return (
    <Section title={t("playerPage.history")} level={2}>
      <div className="grid grid-cols-1 gap-1.5 sm:w-64">
        <Label htmlFor="history-kind">{t("playerPage.kind")}</Label>
        <NativeSelect
          id="history-kind"
          value={kind ?? ""}
          onChange={(event) => setKind((event.target.value || null) as HistoryFilters["kind"])}
        >
          <option value="">{t("playerPage.kindAll")}</option>
          <option value="tournament">{t("playerPage.kindTournament")}</option>
          <option value="league">{t("playerPage.kindLeague")}</option>
        </NativeSelect>
      </div>
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : matches.length === 0 ? (
        <p className="text-sm text-slate-700">{t("playerPage.noHistory")}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {matches.map((match, index) => (
              <MatchRow key={`${match.date}-${match.opponentId}-${index}`} match={match} linkOpponent />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2">
            {total !== null ? (
              <p aria-live="polite" className="text-sm font-medium text-slate-700">
                {t("playerPage.showing", { shown: matches.length, total })}
              </p>
            ) : null}
            {history.hasNextPage ? (
              <button
                type="button"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
                className={buttonClasses("secondary", "md")}
              >
                {t("playerPage.more")}
              </button>
            ) : null}
          </div>
        </>
      )}
    </Section>
  );
}
