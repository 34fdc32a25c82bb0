import { describe, expect, it } from "vitest";
import { aPlayer } from "@/test/fixtures";
import { foldText, rankSelection, searchPlayers, selectablePlayers, toggleSelected } from "./player-search";

const club = [
  aPlayer({ id: 1, name: "Ileana Víquez Fallas", totalPoints: 289 }),
  aPlayer({ id: 2, name: "Ana Mora", totalPoints: 120 }),
  aPlayer({ id: 3, name: "Pedro Pendiente", totalPoints: 0, status: "pending" }),
  aPlayer({ id: 4, name: "Luis Vega", totalPoints: 345 }),
  aPlayer({ id: 5, name: "Andrés Ávila", totalPoints: 120 }),
];

describe("selectablePlayers", () => {
  it("offers approved players only, strongest first, then by name", () => {
    expect(selectablePlayers(club).map((p) => p.id)).toEqual([4, 1, 2, 5]);
  });

  it("orders equal points by name as Spanish does, ñ after n", () => {
    const level = [
      aPlayer({ id: 1, name: "Oscar Ruiz", totalPoints: 60 }),
      aPlayer({ id: 2, name: "Ñandú Mora", totalPoints: 60 }),
      aPlayer({ id: 3, name: "Nora Solís", totalPoints: 60 }),
    ];
    expect(selectablePlayers(level).map((p) => p.name)).toEqual(["Nora Solís", "Ñandú Mora", "Oscar Ruiz"]);
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
