import { describe, expect, it } from "vitest";
import type { Player } from "@/features/players/api/types";
import { foldText, rankSelection, searchPlayers, selectablePlayers, toggleSelected } from "./player-search";

function player(
  id: number,
  name: string,
  totalPoints: number,
  status: Player["status"] = "approved",
): Player {
  return {
    id,
    name,
    avatar: null,
    bestHand: "right",
    status,
    totalPoints,
    matchesPlayed: 0,
    matchesWon: 0,
    matchesLost: 0,
    createdAt: "2026-01-01T00:00:00Z",
  };
}

const club = [
  player(1, "Ileana Víquez Fallas", 289),
  player(2, "Ana Mora", 120),
  player(3, "Pedro Pendiente", 0, "pending"),
  player(4, "Luis Vega", 345),
  player(5, "Andrés Ávila", 120),
];

describe("selectablePlayers", () => {
  it("offers approved players only, strongest first, then by name", () => {
    expect(selectablePlayers(club).map((p) => p.id)).toEqual([4, 1, 2, 5]);
  });
});

describe("searchPlayers", () => {
  it("ignores accents and case", () => {
    expect(foldText("Víquez ÁVILA")).toBe("viquez avila");
    expect(searchPlayers(club, "viquez").map((p) => p.id)).toEqual([1]);
    expect(searchPlayers(club, "ANDRES").map((p) => p.id)).toEqual([5]);
  });

  it("needs every word, in any order", () => {
    expect(searchPlayers(club, "mora ana").map((p) => p.id)).toEqual([2]);
    expect(searchPlayers(club, "ana vega")).toEqual([]);
  });

  it("shows everyone for an empty query", () => {
    expect(searchPlayers(club, "  ")).toHaveLength(5);
  });
});

describe("selection", () => {
  it("adds and removes one player", () => {
    expect(toggleSelected([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleSelected([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it("orders a selection by strength", () => {
    expect(rankSelection([2, 1, 4], selectablePlayers(club))).toEqual([4, 1, 2]);
  });
});
