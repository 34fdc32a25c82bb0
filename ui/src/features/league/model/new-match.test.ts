import { describe, expect, it } from "vitest";
import { checkNewMatch, opponentChoices, type NewMatchForm } from "./new-match";

const filled: NewMatchForm = { player1Id: "3", player2Id: "8", date: "2026-11-20", time: "", cancha: "" };

describe("checkNewMatch", () => {
  it.each([
    ["no player at all", { player1Id: "", player2Id: "" }, "bothPlayers"],
    ["no player 2", { player2Id: "" }, "bothPlayers"],
    ["no player 1", { player1Id: "" }, "bothPlayers"],
    ["the same player twice", { player2Id: "3" }, "differentPlayers"],
    ["no date", { date: "" }, "date"],
    ["a half-typed date", { date: "2026-11" }, "date"],
    ["a day February does not have", { date: "31/02/2026" }, "noSuchDate"],
    ["the same written as the wire writes dates", { date: "2026-02-31" }, "noSuchDate"],
  ] as const)("refuses %s", (_, change, problem) => {
    expect(checkNewMatch({ ...filled, ...change })).toEqual({ ok: false, problem });
  });

  it("sends players and date, leaving out an empty time and court", () => {
    expect(checkNewMatch(filled)).toEqual({
      ok: true,
      body: { player1Id: 3, player2Id: 8, date: "2026-11-20" },
    });
  });

  it("sends the time as HH:MM and the court as a number", () => {
    expect(checkNewMatch({ ...filled, time: "08:00", cancha: "14" })).toEqual({
      ok: true,
      body: { player1Id: 3, player2Id: 8, date: "2026-11-20", time: "08:00", cancha: 14 },
    });
  });
});

describe("opponentChoices", () => {
  const players = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));

  it("lists the players in range first, never player 1", () => {
    expect(opponentChoices(players, 3, [5, 1, 2])).toEqual({
      inRange: [{ id: 1 }, { id: 2 }, { id: 5 }],
      others: [{ id: 4 }, { id: 6 }],
    });
  });

  it("puts everyone among the others while the range is unknown", () => {
    expect(opponentChoices(players, 1, undefined)).toEqual({
      inRange: [],
      others: [{ id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }, { id: 6 }],
    });
  });
});
