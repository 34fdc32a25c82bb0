import RefreshCw from "lucide-react/icons/refresh-cw";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { useFormat, useT } from "@/lib/i18n";
import type { RankingEntry } from "@/lib/wire";
import {
  FINALS_PLAYER_COUNT,
  inRankOrder,
  nextInRanking,
  replaceWithNext,
  type FinalsSwap,
} from "../model/finals";

/** The ranking the year-end finals start from. */
export interface FinalsRanking {
  /** GET /api/rankings (the current season) as it was when the dialog opened. */
  ranking: RankingEntry[];
  /** The season it counts, "2026". */
  season: string;
  /** The club's date it was read on, yyyy-mm-dd. */
  date: string;
}

/** Props of `FinalsLineup`. */
export interface FinalsLineupProps {
  finals: FinalsRanking;
  selected: number[];
  /** The players already replaced because they cannot play. */
  declined: number[];
  onSwap: (swap: FinalsSwap) => void;
}

/**
 * The finals' players in rank order, with the ranking they come from and its date; each can
 * be replaced with the next in the ranking not yet selected.
 */
export function FinalsLineup({ finals, selected, declined, onSwap }: FinalsLineupProps) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const entries = new Map(finals.ranking.map((entry) => [entry.id, entry]));
  const lineup = inRankOrder(selected, finals.ranking).flatMap((id) => entries.get(id) ?? []);
  const next = nextInRanking(finals.ranking, selected, declined);

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 grid grid-cols-1 gap-2 rounded-2xl bg-court-50/70 p-3 ring-1 ring-court-100 sm:p-4"
    >
      <h3 id={headingId} className="text-base font-bold text-court-900">
        {t("adminTournaments.finalsTop", {
          count: FINALS_PLAYER_COUNT,
          season: finals.season,
          date: formatDate(finals.date),
        })}
      </h3>
      <p className="text-sm text-slate-700">
        {next
          ? t("adminTournaments.finalsHint", { name: next.name })
          : t("adminTournaments.finalsNobodyLeft")}
      </p>
      <ol className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {lineup.map((entry) => (
          <li key={entry.id} className="flex min-h-11 min-w-0 items-center gap-2 border-b border-court-100">
            <span className="w-9 shrink-0 text-sm font-bold tabular-nums text-court-800">
              {t("adminTournaments.finalsRank", { rank: entry.rank })}
            </span>
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{entry.name}</span>
            <span className="shrink-0 text-sm tabular-nums text-slate-600">
              {t("players.points", { points: format.number(entry.totalPoints) })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0"
              disabled={!next}
              aria-label={t("adminTournaments.actionLabel", {
                action: t("adminTournaments.finalsReplace"),
                name: entry.name,
              })}
              onClick={() => {
                const swap = replaceWithNext(finals.ranking, selected, declined, entry.id);
                if (swap) onSwap(swap);
              }}
            >
              <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
              {/* On a phone the icon alone; the button's name still says it. */}
              <span className="hidden sm:inline">{t("adminTournaments.finalsReplace")}</span>
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
