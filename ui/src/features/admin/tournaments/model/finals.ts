/**
 * The season's year-end finals: when the admin may create them, and the Create Tournament
 * form they open with (the season's top 8 from the ranking, seeded by their rank).
 */
import type { RankingEntry } from "@/lib/wire";
import { type CreateDraft, EMPTY_CREATE_DRAFT } from "./create-form";

/** How many players the finals take: 2 groups of 4 in the hybrid format. */
export const FINALS_PLAYER_COUNT = 8;

/** The finals' start date in a season: 30 November. */
const FINALS_START = "-11-30";

/** The first month (October) in which the finals of the club's current year can be created. */
const FINALS_FIRST_MONTH = 10;

/** The club's year of a yyyy-mm-dd date at the club. */
export function clubYear(today: string): string {
  return today.slice(0, 4);
}

/**
 * True from 1 October to 31 December of the club's year (`today` is the date at the club,
 * yyyy-mm-dd): the weeks in which the season's finals are created.
 */
export function isFinalsWindow(today: string): boolean {
  return Number(today.slice(5, 7)) >= FINALS_FIRST_MONTH;
}

/** The ranking by rank, best first; equal ranks keep the server's order. */
export function byRank(ranking: readonly RankingEntry[]): RankingEntry[] {
  return [...ranking].sort((a, b) => a.rank - b.rank);
}

/** The season the ranking counts (its lines say it), or `fallback` for an empty ranking. */
export function rankingSeason(ranking: readonly RankingEntry[], fallback: string): string {
  return ranking[0]?.season ?? fallback;
}

/** The ids of the ranking's first `count` players, in rank order. */
export function topOfRanking(ranking: readonly RankingEntry[], count = FINALS_PLAYER_COUNT): number[] {
  return byRank(ranking)
    .slice(0, count)
    .map((entry) => entry.id);
}

/**
 * The Create Tournament form for the finals of `year`: its `name`, 30 November, hybrid with
 * 8 players, the ranking's top 8 in rank order, marked as the season's finals.
 */
export function finalsDraft(name: string, year: string, ranking: readonly RankingEntry[]): CreateDraft {
  return {
    ...EMPTY_CREATE_DRAFT,
    name,
    startDate: `${year}${FINALS_START}`,
    tournamentType: "hybrid",
    playerCount: String(FINALS_PLAYER_COUNT),
    selectedPlayerIds: topOfRanking(ranking),
    finals: true,
  };
}

/** The selection ordered by rank; ids the ranking does not list keep their order after them. */
export function inRankOrder(selected: readonly number[], ranking: readonly RankingEntry[]): number[] {
  const place = new Map(byRank(ranking).map((entry, index) => [entry.id, index]));
  return [...selected].sort(
    (a, b) => (place.get(a) ?? Number.MAX_SAFE_INTEGER) - (place.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
}

/**
 * The best ranked player neither selected nor `declined` (already replaced because they
 * cannot play), or null when the ranking has nobody left.
 */
export function nextInRanking(
  ranking: readonly RankingEntry[],
  selected: readonly number[],
  declined: readonly number[],
): RankingEntry | null {
  const taken = new Set([...selected, ...declined]);
  return byRank(ranking).find((entry) => !taken.has(entry.id)) ?? null;
}

/** A selection after a swap, and who has been replaced so far. */
export interface FinalsSwap {
  selected: number[];
  declined: number[];
}

/**
 * Replaces `playerId`, who cannot play, with the next in the ranking not yet selected (nor
 * replaced before), keeping the selection in rank order. Null when nobody is left.
 */
export function replaceWithNext(
  ranking: readonly RankingEntry[],
  selected: readonly number[],
  declined: readonly number[],
  playerId: number,
): FinalsSwap | null {
  const nextDeclined = declined.includes(playerId) ? [...declined] : [...declined, playerId];
  const next = nextInRanking(ranking, selected, nextDeclined);
  if (!next) return null;
  const swapped = selected.map((id) => (id === playerId ? next.id : id));
  return { selected: inRankOrder(swapped, ranking), declined: nextDeclined };
}
