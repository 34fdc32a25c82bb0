import { describe, expect, it } from "vitest";
import { aMatch, aTournament } from "@/test/fixtures";
import {
  canEditResult,
  canRecordResult,
  canReopen,
  defaultTournamentId,
  matchSections,
} from "./match-sections";

const unknownPlayers = { player1Id: null, player2Id: null, player1Name: null, player2Name: null };

describe("matchSections", () => {
  it("groups by week then stage, in playing order, without byes", () => {
    const sections = matchSections([
      aMatch({ id: 10, stage: "final", week: 4, groupId: null }),
      aMatch({ id: 4, week: 2, groupId: 2 }),
      aMatch({ id: 3, week: 2, groupId: 1 }),
      aMatch({ id: 9, stage: "semifinal", week: 4, groupId: null, slot: 1 }),
      aMatch({ id: 8, stage: "semifinal", week: 4, groupId: null, slot: 0 }),
      aMatch({ id: 1, week: 1 }),
      aMatch({ id: 11, stage: "round_of_16", week: 1, groupId: null, isBye: true }),
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
    ["a pending group match", aMatch({ id: 1 }), true, false],
    [
      "a played group match",
      aMatch({ id: 1, status: "completed", winnerId: 3, score: "6-4, 6-2" }),
      false,
      true,
    ],
    ["a knockout match with both players", aMatch({ id: 2, stage: "final", groupId: null }), true, false],
    [
      "a knockout match waiting for one player",
      aMatch({
        id: 2,
        stage: "final",
        groupId: null,
        status: "scheduled",
        player2Id: null,
        player2Name: null,
      }),
      false,
      false,
    ],
    [
      "a knockout match waiting for both",
      aMatch({ id: 2, stage: "semifinal", groupId: null, status: "scheduled", ...unknownPlayers }),
      false,
      false,
    ],
    ["a bye", aMatch({ id: 3, isBye: true, status: "completed", player2Id: null }), false, false],
  ])("%s: record %s, edit %s", (_, input, record, edit) => {
    expect(canRecordResult(input)).toBe(record);
    expect(canEditResult(input)).toBe(edit);
  });
});

describe("canReopen", () => {
  it("reopens a played match, but neither one still to play nor a bye", () => {
    expect(canReopen(aMatch({ status: "completed", winnerId: 3, score: "6-4, 6-2" }))).toBe(true);
    expect(canReopen(aMatch({ status: "completed", winnerId: 3, score: "W/O", outcome: "walkover" }))).toBe(
      true,
    );
    expect(canReopen(aMatch({ status: "pending" }))).toBe(false);
    expect(canReopen(aMatch({ isBye: true, status: "completed", player2Id: null }))).toBe(false);
  });
});

describe("defaultTournamentId", () => {
  it("prefers the active tournament, the latest started among several", () => {
    expect(
      defaultTournamentId([
        aTournament({ id: 1, status: "completed", startDate: "2026-12-01", matchesGenerated: true }),
        aTournament({ id: 2, status: "active", startDate: "2026-09-01", matchesGenerated: true }),
        aTournament({ id: 3, status: "active", startDate: "2026-10-01", matchesGenerated: true }),
        aTournament({ id: 4, status: "draft", startDate: "2027-01-01", matchesGenerated: true }),
      ]),
    ).toBe(3);
  });

  it("falls back to the latest by start date, and to null without tournaments", () => {
    expect(
      defaultTournamentId([
        aTournament({ id: 1, status: "completed", startDate: "2026-03-01", matchesGenerated: true }),
        aTournament({ id: 2, status: "draft", startDate: "2026-05-01", matchesGenerated: true }),
      ]),
    ).toBe(2);
    expect(defaultTournamentId([])).toBeNull();
  });
});
