import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import type { GroupPlayer } from "@/lib/wire";
import { decidingCriterion, explainPosition, placeText, tiedOnPoints } from "./tiebreak";

function line(
  position: number,
  name: string,
  points: number,
  decidedBy: GroupPlayer["decidedBy"],
  tiedWith: number[] = [],
): GroupPlayer {
  return {
    playerId: position,
    groupId: 1,
    name,
    avatar: null,
    position,
    qualified: position <= 2,
    points,
    wins: points / 3,
    losses: 3 - points / 3,
    matches: 3,
    setsWon: 0,
    setsLost: 0,
    gamesWon: 0,
    gamesLost: 0,
    setWinPct: 50,
    gameWinPct: 50,
    decidedBy,
    tiedWith,
  };
}

const table = [
  line(1, "Ana", 6, "setPct", [1, 2]),
  line(2, "Luis", 6, "points", [1, 2]),
  line(3, "Marta", 3, "gamePct", [3, 4]),
  line(4, "Pablo", 3, null, [3, 4]),
];

describe("placeText", () => {
  it("says 1st, 2nd, 3rd, then Nth Place", () => {
    const say = (n: number) => {
      const place = placeText(n);
      return translate(place.key, place.params);
    };
    expect([1, 2, 3, 4].map(say)).toEqual(["1st Place", "2nd Place", "3rd Place", "4th Place"]);
  });
});

describe("explainPosition", () => {
  it("names who is below on which criterion and who is above", () => {
    const luis = table[1] as GroupPlayer;
    expect(explainPosition(luis, table)).toEqual({
      aheadOf: { name: "Marta", criterion: "points" },
      behind: { name: "Ana", criterion: "setPct" },
    });
    expect(decidingCriterion(explainPosition(luis, table))).toBe("setPct");
  });

  it("has nothing above the leader and nothing below the last", () => {
    expect(explainPosition(table[0] as GroupPlayer, table).behind).toBeNull();
    expect(explainPosition(table[3] as GroupPlayer, table).aheadOf).toBeNull();
    expect(decidingCriterion(explainPosition(table[3] as GroupPlayer, table))).toBe("gamePct");
  });
});

describe("tiedOnPoints", () => {
  it("lists the players the server names as level on points, in table order", () => {
    expect(tiedOnPoints(table[3] as GroupPlayer, table).map((l) => l.name)).toEqual(["Marta", "Pablo"]);
  });

  it("follows the server's list, not the points", () => {
    const marta = table[2] as GroupPlayer;
    expect(tiedOnPoints({ ...marta, tiedWith: [4, 3] }, table).map((l) => l.name)).toEqual([
      "Marta",
      "Pablo",
    ]);
    expect(tiedOnPoints({ ...marta, tiedWith: [] }, table)).toEqual([]);
  });

  it("is empty when nobody shares the points", () => {
    expect(
      tiedOnPoints(line(1, "Solo", 9, "points"), [line(1, "Solo", 9, "points"), line(2, "Other", 0, null)]),
    ).toEqual([]);
  });
});
