import type { Match, MatchStage, Tournament } from "@/features/tournaments/api/types";

/** The knockout stages in the order they are played; the group stage comes before all. */
const STAGE_ORDER: readonly MatchStage[] = [
  "group",
  "round_of_qualification",
  "round_of_64",
  "round_of_32",
  "round_of_16",
  "quarterfinal",
  "semifinal",
  "final",
];

/** One heading of the Matches tab: a week and a stage, with their matches. */
export interface MatchSection {
  key: string;
  week: number;
  stage: MatchStage;
  matches: Match[];
}

/**
 * The matches grouped by week, then stage (spec §2), in playing order; byes are
 * left out, since nobody plays them and they take no result.
 */
export function matchSections(matches: readonly Match[]): MatchSection[] {
  const sections = new Map<string, MatchSection>();
  for (const match of matches) {
    if (match.isBye) continue;
    const key = `${match.week}-${match.stage}`;
    const section = sections.get(key) ?? { key, week: match.week, stage: match.stage, matches: [] };
    section.matches.push(match);
    sections.set(key, section);
  }
  const stageIndex = (stage: MatchStage) => STAGE_ORDER.indexOf(stage);
  return [...sections.values()]
    .sort((a, b) => a.week - b.week || stageIndex(a.stage) - stageIndex(b.stage))
    .map((section) => ({
      ...section,
      matches: section.matches.sort(
        (a, b) => (a.groupId ?? 0) - (b.groupId ?? 0) || a.round - b.round || a.slot - b.slot || a.id - b.id,
      ),
    }));
}

/**
 * Whether a match takes a first result (spec §4): not played yet, not a bye, and
 * both players known; group matches always are, knockout ones once their players are.
 */
export function canRecordResult(match: Match): boolean {
  return !match.isBye && match.status !== "completed" && match.player1Id !== null && match.player2Id !== null;
}

/** Whether a match has a result the admin may change. */
export function canEditResult(match: Match): boolean {
  return !match.isBye && match.status === "completed" && match.player1Id !== null && match.player2Id !== null;
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
