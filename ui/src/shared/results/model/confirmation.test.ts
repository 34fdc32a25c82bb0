import { describe, expect, it } from "vitest";
import {
  awaitsAnswerFrom,
  claimedBy,
  confirmationMark,
  correctableBy,
  shownResult,
  type PlayedMatch,
} from "./confirmation";

// María José Quesada Villalobos (4) against Ileana Víquez Fallas (9).
const MARIA = 4;
const ILEANA = 9;
const OTHER = 15;

const awaiting = (reportedBy: number | null, winnerId: number | null): PlayedMatch => ({
  player1Id: MARIA,
  player2Id: ILEANA,
  winnerId,
  confirmation: { state: "awaiting", reportedBy },
});

describe("awaitsAnswerFrom", () => {
  it("asks the opponent of the member who reported the result, never the reporter", () => {
    const byMaria = awaiting(MARIA, MARIA);
    expect(awaitsAnswerFrom(byMaria, ILEANA)).toBe(true);
    expect(awaitsAnswerFrom(byMaria, MARIA)).toBe(false);
    expect(awaitsAnswerFrom(byMaria, OTHER)).toBe(false);
    // Whoever won: the reporter's opponent answers a result that says they won, too.
    expect(awaitsAnswerFrom(awaiting(MARIA, ILEANA), ILEANA)).toBe(true);
    expect(awaitsAnswerFrom(awaiting(MARIA, ILEANA), MARIA)).toBe(false);
  });

  it("asks only the player a league password's score does not favour", () => {
    const mariaWon = awaiting(null, MARIA);
    expect(awaitsAnswerFrom(mariaWon, ILEANA)).toBe(true);
    expect(awaitsAnswerFrom(mariaWon, MARIA)).toBe(false);
    const ileanaWon = awaiting(null, ILEANA);
    expect(awaitsAnswerFrom(ileanaWon, MARIA)).toBe(true);
    expect(awaitsAnswerFrom(ileanaWon, ILEANA)).toBe(false);
    expect(awaitsAnswerFrom(ileanaWon, OTHER)).toBe(false);
  });

  it("asks either player of a drawn league password's score", () => {
    const drawn = awaiting(null, null);
    expect(awaitsAnswerFrom(drawn, MARIA)).toBe(true);
    expect(awaitsAnswerFrom(drawn, ILEANA)).toBe(true);
    expect(awaitsAnswerFrom(drawn, OTHER)).toBe(false);
  });

  it("asks no one once the result is confirmed or disputed, or when there is none", () => {
    for (const state of ["confirmed", "disputed"] as const) {
      const settled = { ...awaiting(MARIA, MARIA), confirmation: { state, reportedBy: MARIA } };
      expect(awaitsAnswerFrom(settled, ILEANA)).toBe(false);
      const byPassword = { ...awaiting(null, MARIA), confirmation: { state, reportedBy: null } };
      expect(awaitsAnswerFrom(byPassword, ILEANA)).toBe(false);
    }
    expect(awaitsAnswerFrom({ ...awaiting(null, null), confirmation: null }, MARIA)).toBe(false);
  });
});

describe("correctableBy", () => {
  it("lets the reporter correct the result while it awaits, and no one a league password's score", () => {
    expect(correctableBy(awaiting(MARIA, MARIA), MARIA)).toBe(true);
    expect(correctableBy(awaiting(MARIA, MARIA), ILEANA)).toBe(false);
    expect(correctableBy(awaiting(null, MARIA), MARIA)).toBe(false);
    expect(
      correctableBy(
        { ...awaiting(MARIA, MARIA), confirmation: { state: "disputed", reportedBy: MARIA } },
        MARIA,
      ),
    ).toBe(false);
  });
});

describe("shownResult", () => {
  it("names the match and the version of its result on screen, to the millisecond", () => {
    expect(
      shownResult({
        id: 41,
        confirmation: { reportedAt: "2026-11-28T18:05:09.123Z" },
      }),
    ).toEqual({ matchId: 41, reportedAt: "2026-11-28T18:05:09.123Z" });
    expect(shownResult({ id: 41, confirmation: null })).toBeNull();
    expect(shownResult({ id: 41 })).toBeNull();
  });
});

describe("a walkover claim", () => {
  // María José claimed a walkover: no winner yet, the claim waits for Ileana.
  const claimed = (state: "claimed" | "disputed"): PlayedMatch => ({
    player1Id: MARIA,
    player2Id: ILEANA,
    winnerId: null,
    confirmation: { state, reportedBy: MARIA, claim: { winnerId: MARIA, score: "W/O" } },
  });

  it("waits for the claimant's opponent, as a reported result does", () => {
    expect(awaitsAnswerFrom(claimed("claimed"), ILEANA)).toBe(true);
    expect(awaitsAnswerFrom(claimed("claimed"), MARIA)).toBe(false);
    expect(awaitsAnswerFrom(claimed("claimed"), OTHER)).toBe(false);
    expect(awaitsAnswerFrom(claimed("disputed"), ILEANA)).toBe(false);
  });

  it("is its claimant's to withdraw, answered or not, and never to correct", () => {
    for (const state of ["claimed", "disputed"] as const) {
      expect(claimedBy(claimed(state), MARIA)).toBe(true);
      expect(claimedBy(claimed(state), ILEANA)).toBe(false);
      expect(correctableBy(claimed(state), MARIA)).toBe(false);
    }
    expect(claimedBy(awaiting(MARIA, MARIA), MARIA)).toBe(false);
  });

  it("carries no mark until it is disputed", () => {
    expect(confirmationMark(claimed("claimed"))).toBeNull();
    expect(confirmationMark(claimed("disputed"))).toBe("disputed");
  });
});
