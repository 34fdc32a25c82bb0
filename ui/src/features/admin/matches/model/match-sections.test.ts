import { describe, expect, it } from "vitest";
import type { Match, Tournament } from "@/features/tournaments/api/types";
import { canEditResult, canRecordResult, defaultTournamentId, matchSections } from "./match-sections";

function match(id: number, extra: Partial<Match> = {}): Match {
  return {
    id,
    tournamentId: 1,
    groupId: 1,
    stage: "group",
    round: 1,
    week: 1,
    slot: 0,
    player1Id: 3,
    player2Id: 8,
    player1Name: "Ana Mora",
    player2Name: "Luis Vega",
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

function tournament(id: number, status: Tournament["status"], startDate: string): Tournament {
  return {
    id,
    name: `T${id}`,
    status,
    startDate,
    playerCount: 8,
    registeredCount: 8,
    tournamentType: "hybrid",
    buyIn: 0,
    bagPrice: 0,
    championId: null,
    championName: null,
    hasResults: false,
    matchesGenerated: true,
  };
}

const unknownPlayers = { player1Id: null, player2Id: null, player1Name: null, player2Name: null };

describe("matchSections", () => {
  it("groups by week then stage, in playing order, without byes", () => {
    const sections = matchSections([
      match(10, { stage: "final", week: 4, groupId: null }),
      match(4, { week: 2, groupId: 2 }),
      match(3, { week: 2, groupId: 1 }),
      match(9, { stage: "semifinal", week: 4, groupId: null, slot: 1 }),
      match(8, { stage: "semifinal", week: 4, groupId: null, slot: 0 }),
      match(1, { week: 1 }),
      match(11, { stage: "round_of_16", week: 1, groupId: null, isBye: true }),
    ]);
    expect(sections.map((section) => [section.key, section.matches.map((m) => m.id)])).toEqual([
      ["1-group", [1]],
      ["2-group", [3, 4]],
      ["4-semifinal", [8, 9]],
      ["4-final", [10]],
    ]);
  });

  it("gives nothing for no matches", () => {
    expect(matchSections([])).toEqual([]);
  });
});

describe("canRecordResult and canEditResult", () => {
  it.each([
    ["a pending group match", match(1), true, false],
    ["a played group match", match(1, { status: "completed", winnerId: 3, score: "6-4, 6-2" }), false, true],
    ["a knockout match with both players", match(2, { stage: "final", groupId: null }), true, false],
    [
      "a knockout match waiting for one player",
      match(2, { stage: "final", groupId: null, status: "scheduled", player2Id: null, player2Name: null }),
      false,
      false,
    ],
    [
      "a knockout match waiting for both",
      match(2, { stage: "semifinal", groupId: null, status: "scheduled", ...unknownPlayers }),
      false,
      false,
    ],
    ["a bye", match(3, { isBye: true, status: "completed", player2Id: null }), false, false],
  ])("%s: record %s, edit %s", (_, input, record, edit) => {
    expect(canRecordResult(input)).toBe(record);
    expect(canEditResult(input)).toBe(edit);
  });
});

describe("defaultTournamentId", () => {
  it("prefers the active tournament, the latest started among several", () => {
    expect(
      defaultTournamentId([
        tournament(1, "completed", "2026-12-01"),
        tournament(2, "active", "2026-09-01"),
        tournament(3, "active", "2026-10-01"),
        tournament(4, "draft", "2027-01-01"),
      ]),
    ).toBe(3);
  });

  it("falls back to the latest by start date, and to null without tournaments", () => {
    expect(
      defaultTournamentId([tournament(1, "completed", "2026-03-01"), tournament(2, "draft", "2026-05-01")]),
    ).toBe(2);
    expect(defaultTournamentId([])).toBeNull();
  });
});
