import type { MessageKey } from "@/lib/i18n";
import type { Match, MatchStage } from "@/lib/wire";

/** Knockout stages from first to last. */
export const STAGE_ORDER: readonly MatchStage[] = [
  "round_of_qualification",
  "round_of_64",
  "round_of_32",
  "round_of_16",
  "quarterfinal",
  "semifinal",
  "final",
];

/** Position of a stage in `STAGE_ORDER` (group matches come before all). */
export function stageRank(stage: MatchStage): number {
  return STAGE_ORDER.indexOf(stage);
}

const tags: Record<MatchStage, MessageKey> = {
  group: "stageTag.group",
  round_of_qualification: "stageTag.roundOfQualification",
  round_of_64: "stageTag.roundOf64",
  round_of_32: "stageTag.roundOf32",
  round_of_16: "stageTag.roundOf16",
  quarterfinal: "stageTag.quarterfinal",
  semifinal: "stageTag.semifinal",
  final: "stageTag.final",
};

const names: Record<MatchStage, MessageKey> = {
  group: "stage.group",
  round_of_qualification: "stage.roundOfQualification",
  round_of_64: "stage.roundOf64",
  round_of_32: "stage.roundOf32",
  round_of_16: "stage.roundOf16",
  quarterfinal: "stage.quarterfinal",
  semifinal: "stage.semifinal",
  final: "stage.final",
};

/** The short tag of a stage in the schedule: GS, QF, SF, F (R16, RQ, ... for the others). */
export function stageTagKey(stage: MatchStage): MessageKey {
  return tags[stage] ?? "stageTag.group";
}

/** The full name of a stage, as a bracket column title. */
export function stageNameKey(stage: MatchStage): MessageKey {
  return names[stage] ?? "stage.group";
}

/** One week of the schedule. */
export interface ScheduleWeek {
  week: number;
  matches: Match[];
}

/**
 * The schedule by week (docs/rules.md#schedule-weeks): played and unplayed
 * matches, byes left out since nobody plays them; within a week group matches
 * first, then by stage.
 */
export function scheduleByWeek(matches: readonly Match[]): ScheduleWeek[] {
  const weeks = new Map<number, Match[]>();
  for (const match of matches) {
    if (match.isBye) continue;
    const list = weeks.get(match.week) ?? [];
    list.push(match);
    weeks.set(match.week, list);
  }
  const rank = (m: Match) => (m.stage === "group" ? -1 : stageRank(m.stage));
  return [...weeks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([week, list]) => ({
      week,
      matches: list.sort(
        (a, b) =>
          rank(a) - rank(b) ||
          (a.groupId ?? 0) - (b.groupId ?? 0) ||
          a.round - b.round ||
          a.slot - b.slot ||
          a.id - b.id,
      ),
    }));
}
