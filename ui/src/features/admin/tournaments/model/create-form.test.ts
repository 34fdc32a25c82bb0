import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import {
  countForType,
  createBody,
  type CreateDraft,
  createProblems,
  EMPTY_CREATE_DRAFT,
  playerCountChoices,
  weeksFor,
} from "./create-form";
import { FORMATS } from "../test/fixtures";

const valid: CreateDraft = {
  ...EMPTY_CREATE_DRAFT,
  name: "Grand Slam Noviembre",
  startDate: "2026-11-02",
  playerCount: "8",
  selectedPlayerIds: [1, 2, 3, 4, 5, 6, 7, 8],
};

/** The messages of a draft, by field, as the admin reads them. */
function messages(draft: CreateDraft) {
  return Object.fromEntries(
    Object.entries(createProblems(draft, FORMATS)).map(([field, problem]) => [
      field,
      translate(problem.key, problem.params),
    ]),
  );
}

describe("createProblems", () => {
  it("accepts a complete form", () => {
    expect(messages(valid)).toEqual({});
  });

  it("requires a name, a start date and a player count", () => {
    expect(messages(EMPTY_CREATE_DRAFT)).toEqual({
      name: "Tournament name is required",
      startDate: "Start date is required",
      playerCount: "Player count required",
    });
    expect(messages({ ...valid, name: "   " })).toEqual({ name: "Tournament name is required" });
  });

  it("says a start date does not exist, or how to write one that is no date", () => {
    expect(messages({ ...valid, startDate: "31/11/2026" })).toEqual({
      startDate: "That date does not exist: check the day and the month",
    });
    expect(messages({ ...valid, startDate: "next week" })).toEqual({
      startDate: "Write the date as dd/mm/yyyy",
    });
  });

  it.each([
    ["hybrid", "8", null],
    ["hybrid", "12", null],
    ["hybrid", "16", null],
    ["hybrid", "20", null],
    ["hybrid", "10", "A hybrid tournament has 8, 12, 16 or 20 players"],
    ["hybrid", "24", "A hybrid tournament has 8, 12, 16 or 20 players"],
    ["single_elimination", "2", null],
    ["single_elimination", "13", null],
    ["single_elimination", "64", null],
    ["single_elimination", "1", "A single elimination has 2 to 64 players"],
    ["single_elimination", "65", "A single elimination has 2 to 64 players"],
  ] as const)("%s with %s players: %s", (tournamentType, playerCount, expected) => {
    const count = Number(playerCount);
    const draft = {
      ...valid,
      tournamentType,
      playerCount,
      selectedPlayerIds: Array.from({ length: count }, (_, i) => i + 1),
    };
    expect(messages(draft).playerCount ?? null).toBe(expected);
  });

  it("asks for exactly as many players as the count", () => {
    expect(messages({ ...valid, selectedPlayerIds: [1, 2, 3] })).toEqual({
      players: "Please select exactly 8 players for the tournament",
    });
    expect(messages({ ...valid, selectedPlayerIds: [...valid.selectedPlayerIds, 9] })).toEqual({
      players: "Please select exactly 8 players for the tournament",
    });
  });

  it("checks the selection only against a valid count", () => {
    expect(messages({ ...valid, playerCount: "" })).toEqual({ playerCount: "Player count required" });
  });

  it("counts teams in a doubles draw", () => {
    const doubles: CreateDraft = {
      ...valid,
      discipline: "doubles",
      selectedPlayerIds: [],
      selectedTeams: [
        [1, 2],
        [3, 4],
      ],
    };
    expect(messages({ ...doubles, playerCount: "" })).toEqual({ playerCount: "Team count required" });
    expect(messages({ ...doubles, tournamentType: "hybrid", playerCount: "6" })).toEqual({
      playerCount: "A doubles hybrid has 8, 12, 16 or 20 teams",
    });
    expect(messages({ ...doubles, tournamentType: "single_elimination", playerCount: "2" })).toEqual({});
  });

  it.each([
    ["", null],
    ["0", null],
    ["15000", null],
    ["-1", "The buy-in cannot be negative"],
    ["12.5", "Enter a whole number of colones"],
  ])("buy-in %j: %s", (buyIn, expected) => {
    expect(messages({ ...valid, buyIn }).buyIn ?? null).toBe(expected);
  });
});

describe("player counts by format", () => {
  it("offers what the server allows: 8, 12, 16 and 20 for a hybrid, 2 to 64 for a draw", () => {
    expect(playerCountChoices(FORMATS, "hybrid")).toEqual([8, 12, 16, 20]);
    const draw = playerCountChoices(FORMATS, "single_elimination");
    expect(draw[0]).toBe(2);
    expect(draw.at(-1)).toBe(64);
    expect(draw).toHaveLength(63);
  });

  it("offers only the sizes the server answered, and nothing before it answers", () => {
    const two = [{ tournamentType: "hybrid" as const, sizes: [{ playerCount: 12, weeks: 4 }] }];
    expect(playerCountChoices(two, "hybrid")).toEqual([12]);
    expect(playerCountChoices(two, "single_elimination")).toEqual([]);
    expect(playerCountChoices([], "hybrid")).toEqual([]);
  });

  it("tells how many weeks a size runs", () => {
    expect(weeksFor(FORMATS, "hybrid", 16)).toBe(4);
    expect(weeksFor(FORMATS, "single_elimination", 17)).toBe(5);
    expect(weeksFor(FORMATS, "hybrid", 10)).toBeNull();
  });

  it("keeps the count when the new format allows it, else clears it", () => {
    expect(countForType(FORMATS, "single_elimination", "16")).toBe("16");
    expect(countForType(FORMATS, "hybrid", "13")).toBe("");
    expect(countForType(FORMATS, "hybrid", "")).toBe("");
  });
});

describe("createBody", () => {
  it("sends an empty buy-in as 0 and trims the name", () => {
    expect(createBody({ ...valid, name: "  Copa  ", buyIn: "" }, null)).toEqual({
      name: "Copa",
      startDate: "2026-11-02",
      playerCount: 8,
      buyIn: 0,
      status: "draft",
      tournamentType: "hybrid",
      selectedPlayerIds: [1, 2, 3, 4, 5, 6, 7, 8],
    });
  });

  it("sends the manual positions only with manual seeding", () => {
    const slots = [8, 7, 6, 5, 4, 3, 2, 1];
    expect(createBody({ ...valid, seeding: "manual" }, slots).manualBracketPositions).toEqual({
      "0": 8,
      "1": 7,
      "2": 6,
      "3": 5,
      "4": 4,
      "5": 3,
      "6": 2,
      "7": 1,
    });
    expect(createBody({ ...valid, seeding: "automatic" }, slots)).not.toHaveProperty(
      "manualBracketPositions",
    );
  });

  it("sends the amount typed", () => {
    expect(createBody({ ...valid, buyIn: "15000", status: "coming_soon" }, null)).toMatchObject({
      buyIn: 15000,
      status: "coming_soon",
    });
  });
});
