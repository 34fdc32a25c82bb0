import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import type { Match } from "../api/types";
import { scheduleByWeek, stageTagKey } from "./stages";

function match(id: number, week: number, stage: Match["stage"], extra: Partial<Match> = {}): Match {
  return {
    id,
    tournamentId: 1,
    groupId: stage === "group" ? 1 : null,
    stage,
    round: 1,
    week,
    slot: 0,
    player1Id: 1,
    player2Id: 2,
    player1Name: "Ana",
    player2Name: "Luis",
    player1Label: null,
    player2Label: null,
    winnerId: null,
    status: "pending",
    score: null,
    isBye: false,
    playable: true,
    player1Sets: null,
    player2Sets: null,
    player1Games: null,
    player2Games: null,
    nextMatchId: null,
    nextSlot: null,
    ...extra,
  };
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
