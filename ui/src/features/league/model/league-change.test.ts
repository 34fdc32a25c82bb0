import { describe, expect, it } from "vitest";
import type { LeagueMatchState } from "@/lib/wire";
import { changedMatch, shownFields } from "./league-change";

const pending: LeagueMatchState = {
  player1Id: 3,
  player1Name: "Ana Mora",
  player2Id: 8,
  player2Name: "Luis Vega",
  date: "2026-11-20",
  time: "18:30",
  cancha: null,
  status: "pending",
  score: null,
  setScores: [],
  winnerId: null,
};
const scored: LeagueMatchState = {
  ...pending,
  status: "completed",
  score: "6-4, 6-2",
  setScores: [
    [6, 4],
    [6, 2],
  ],
  winnerId: 3,
};

const fields = (before: LeagueMatchState | null, after: LeagueMatchState | null) =>
  shownFields({ before, after }).map((line) => line.field);

describe("shownFields", () => {
  it("shows a new match as it was created, without what it does not have", () => {
    expect(fields(null, pending)).toEqual(["players", "date", "time"]);
  });

  it("shows a removed match as it was, its score included", () => {
    expect(fields(scored, null)).toEqual(["players", "date", "time", "score"]);
  });

  it("shows only what a score or a correction changed", () => {
    expect(fields(pending, scored)).toEqual(["status", "score"]);
    expect(fields(scored, { ...scored, score: "4-6, 6-3", winnerId: 8 })).toEqual(["score"]);
  });

  it("keeps both states on every line", () => {
    const [line] = shownFields({ before: pending, after: scored });
    expect(line).toEqual({ field: "status", before: pending, after: scored });
  });
});

describe("changedMatch", () => {
  it("is the match after the write, or before it when it was removed", () => {
    expect(changedMatch({ before: pending, after: scored })).toBe(scored);
    expect(changedMatch({ before: scored, after: null })).toBe(scored);
    expect(changedMatch({ before: null, after: null })).toBeNull();
  });
});
