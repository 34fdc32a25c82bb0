import { describe, expect, it } from "vitest";
import type { Tournament } from "../api/types";
import { chooseBracketTournament } from "./chooser";

function tournament(id: number, status: Tournament["status"]): Tournament {
  return {
    id,
    name: `T${id}`,
    status,
    startDate: "2026-11-02",
    playerCount: 8,
    registeredCount: 8,
    tournamentType: "hybrid",
    buyIn: 0,
    bagPrice: 0,
    championId: null,
    championName: null,
    hasResults: false,
    matchesGenerated: false,
    selectedPlayerIds: [],
  };
}

describe("chooseBracketTournament", () => {
  const list = [tournament(1, "completed"), tournament(2, "active"), tournament(3, "coming_soon")];

  it("takes the tournament asked for", () => {
    expect(chooseBracketTournament(list, 3)?.id).toBe(3);
  });

  it("else the active one", () => {
    expect(chooseBracketTournament(list)?.id).toBe(2);
    expect(chooseBracketTournament(list, 99)?.id).toBe(2);
  });

  it("else the one with the highest id", () => {
    expect(
      chooseBracketTournament([
        tournament(4, "completed"),
        tournament(7, "coming_soon"),
        tournament(5, "completed"),
      ])?.id,
    ).toBe(7);
  });

  it("finds none in an empty list", () => {
    expect(chooseBracketTournament([])).toBeNull();
  });
});
