import type { Match, MatchStage, Tournament } from "@/lib/wire";
import { scheduleByWeek } from "@/shared/tournaments/model/stages";
import { sidesKnown } from "@/shared/results/model/sides";

/** One heading of the Matches tab: a week and a stage, with their matches. */
export interface MatchSection {
  key: string;
  week: number;
  stage: MatchStage;
  matches: Match[];
}

/**
 * The matches grouped by week, then stage (docs/rules.md#schedule-weeks), in playing
 * order; byes are left out, since nobody plays them and they take no result. The
 * public schedule's week order, cut at each stage.
 */
export function matchSections(matches: readonly Match[]): MatchSection[] {
  return scheduleByWeek(matches).flatMap(({ week, matches: inWeek }) => {
    const byStage = new Map<MatchStage, Match[]>();
    for (const match of inWeek) byStage.set(match.stage, [...(byStage.get(match.stage) ?? []), match]);
    return [...byStage].map(([stage, list]) => ({ key: `${week}-${stage}`, week, stage, matches: list }));
  });
}

/**
 * Whether a match takes a first result (docs/rules.md#knockout): not played yet, not
 * a bye, and both players known; group matches always are, knockout ones once their
 * players are.
 */
export function canRecordResult(match: Match): boolean {
  return !match.isBye && match.status !== "completed" && sidesKnown(match);
}

/** Whether a match has a result the admin may change. */
export function canEditResult(match: Match): boolean {
  return !match.isBye && match.status === "completed" && sidesKnown(match);
}

/** Whether a match has a result the admin may clear, to have it played again: any played match but a bye. */
export function canReopen(match: Match): boolean {
  return !match.isBye && match.status === "completed";
}

/**
 * The tournament the tab opens on: the active one (the latest started when
 * several are), else the latest by start date; null when there is none.
 */
export function defaultTournamentId(tournaments: readonly Tournament[]): number | null {
  const latestFirst = [...tournaments].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
  const active = latestFirst.find((tournament) => tournament.status === "active");
  return (active ?? latestFirst[0])?.id ?? null;
}
