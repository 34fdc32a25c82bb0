import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { aMatch } from "@/test/fixtures";
import { scheduleByWeek, stageTagKey } from "./stages";

/** A match of week `week`; knockout matches belong to no group. */
function match(id: number, week: number, stage: Match["stage"], extra: Partial<Match> = {}): Match {
  return aMatch({ id, week, stage, groupId: stage === "group" ? 1 : null, ...extra });
}

describe("stage tags", () => {
  it("uses the spec's GS, QF, SF and F", () => {
    expect(
      (["group", "quarterfinal", "semifinal", "final"] as const).map((s) => translate(stageTagKey(s))),
    ).toEqual(["GS", "QF", "SF", "F"]);
  });
});

describe("scheduleByWeek", () => {
  it("groups by week in order, group matches before knockout, byes left out", () => {
    const weeks = scheduleByWeek([
      match(5, 4, "final"),
      match(4, 4, "semifinal"),
      match(1, 1, "group"),
      match(3, 4, "group", { groupId: 2 }),
      match(2, 1, "quarterfinal", { isBye: true }),
    ]);
    expect(weeks.map((w) => [w.week, w.matches.map((m) => m.id)])).toEqual([
      [1, [1]],
      [4, [3, 4, 5]],
    ]);
  });

  it("is empty without matches", () => {
    expect(scheduleByWeek([])).toEqual([]);
  });
});
