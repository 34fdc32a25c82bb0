import { describe, expect, it } from "vitest";
import { aMatch, aTeamMatch } from "@/test/fixtures";
import { awaitsAnswerFrom, opponentIn, playsIn } from "./confirmation";
import { phoneResultPayload, phoneScoreOf } from "./phone-score";
import { nameIn, resultSentence } from "./result-words";
import { isDoubles, sideKey, sideOf, sidesKnown, winnerField, winnerSide } from "./sides";
import { translate } from "@/lib/i18n";

/** A doubles match as the server sends it: teams, no player ids, the winner by side. */
const doubles = aTeamMatch({ id: 31, status: "pending" });

describe("a match's sides", () => {
  it("finds each partner's side in doubles, and a player's in singles", () => {
    expect(isDoubles(doubles)).toBe(true);
    expect([11, 12, 13, 14, 15].map((id) => sideOf(doubles, id))).toEqual([1, 1, 2, 2, null]);
    const singles = aMatch({ player1Id: 4, player2Id: 5 });
    expect(isDoubles(singles)).toBe(false);
    expect([4, 5, 6].map((id) => sideOf(singles, id))).toEqual([1, 2, null]);
    expect(sideKey(doubles, 2)).toBe(13);
    expect(sidesKnown(doubles)).toBe(true);
    expect(sidesKnown({ ...doubles, team2: null })).toBe(false);
  });

  it("names a doubles winner by side, a singles winner by id", () => {
    expect(winnerField(doubles, 2)).toEqual({ winnerTeam: 2 });
    expect(winnerField(aMatch({ player1Id: 4, player2Id: 5 }), 2)).toEqual({ winnerId: 5 });
    const played = { ...doubles, status: "completed" as const, winnerTeam: 2 };
    expect(winnerSide(played)).toBe(2);
    expect(nameIn(played, 14)).toBe("Ana Lucía Mora Jiménez / José Pablo Rojas Quesada");
  });
});

describe("a doubles result on a phone", () => {
  it("sends the winning side, and reads a recorded one back", () => {
    const form = { ...phoneScoreOf(doubles), winner: 2 as const };
    expect(phoneResultPayload(doubles, form)).toEqual({ matchId: 31, winnerTeam: 2, score: "0-6, 0-6" });
    const played = {
      ...doubles,
      status: "completed" as const,
      winnerTeam: 1,
      scoreForWinner: "6-4, 6-3",
      sets: [
        { player1: 6, player2: 4, tiebreak: null },
        { player1: 6, player2: 3, tiebreak: null },
      ],
    };
    expect(phoneScoreOf(played).winner).toBe(1);
    expect(resultSentence(played, translate)).toContain(
      "María José Quesada Villalobos / Andrés Felipe Solís Céspedes",
    );
  });

  it("waits for the other team only: the reporter's partner is not asked", () => {
    const reported = {
      ...doubles,
      status: "completed" as const,
      winnerTeam: 1,
      confirmation: { state: "awaiting" as const, reportedBy: 11, reportedAt: "2026-11-30T10:00:00Z" },
    };
    expect([11, 12, 13, 14].map((id) => awaitsAnswerFrom(reported, id))).toEqual([false, false, true, true]);
    expect(playsIn(reported, 12)).toBe(true);
    expect(opponentIn(reported, 12)).toEqual({
      id: null,
      name: "Ana Lucía Mora Jiménez / José Pablo Rojas Quesada",
    });
  });
});
