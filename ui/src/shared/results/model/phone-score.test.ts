import { describe, expect, it } from "vitest";
import { aMatch } from "@/test/fixtures";
import {
  emptyPhoneScore,
  gamesMax,
  hasSetTiebreak,
  isAcceptedScore,
  phoneResultPayload,
  phoneScoreOf,
  serverScoreText,
  winnerSideSets,
  withGames,
  withLastSetRemoved,
  withMatchTiebreak,
  withSetAdded,
  withSetSwapped,
  type PhoneScore,
} from "./phone-score";

/** The form with the winner picked and the sets given from the winner's side. */
function entered(winner: 1 | 2, sets: [number, number][], extra: Partial<PhoneScore> = {}): PhoneScore {
  return {
    ...emptyPhoneScore(),
    winner,
    sets: sets.map(([w, l]) => ({ winner: w, loser: l, tiebreak: null })),
    ...extra,
  };
}

describe("the phone score", () => {
  it("starts with nobody picked and two sets of 6-0", () => {
    const score = emptyPhoneScore();
    expect(score.winner).toBeNull();
    expect(winnerSideSets(score)).toBe("6-0, 6-0");
  });

  it("reads from the winner's side and turns round for the server when player 2 won", () => {
    const score = entered(2, [
      [6, 4],
      [3, 6],
      [10, 8],
    ]);
    expect(winnerSideSets(score)).toBe("6-4, 3-6, 10-8");
    expect(serverScoreText(score)).toBe("4-6, 6-3, 8-10");
    expect(serverScoreText({ ...score, winner: 1 })).toBe("6-4, 3-6, 10-8");
  });

  it("turns a set round with one tap, for a set the winner lost", () => {
    const score = withSetSwapped(entered(1, [[6, 3]]), 0);
    expect(winnerSideSets(score)).toBe("3-6");
  });

  it("keeps a set's games within a set's range, and a match tiebreak's within its own", () => {
    let score = entered(1, [
      [6, 0],
      [6, 0],
    ]);
    score = withGames(score, 0, "winner", 9);
    expect(score.sets[0]?.winner).toBe(7);
    score = withGames(score, 0, "loser", -1);
    expect(score.sets[0]?.loser).toBe(0);
    score = withMatchTiebreak(score, true);
    expect(score.sets).toHaveLength(3);
    expect(score.sets[2]).toEqual({ winner: 10, loser: 0, tiebreak: null });
    expect(gamesMax(score, 2)).toBeGreaterThan(10);
    score = withGames(score, 2, "winner", 12);
    score = withGames(score, 2, "loser", 10);
    expect(winnerSideSets(score)).toBe("7-0, 6-0, 12-10");
    // Off again, the third set is a set of games.
    expect(withMatchTiebreak(score, false).sets[2]).toEqual({ winner: 6, loser: 0, tiebreak: null });
  });

  it("adds up to three sets and always keeps one", () => {
    let score = emptyPhoneScore();
    score = withSetAdded(withSetAdded(score));
    expect(score.sets).toHaveLength(3);
    score = withLastSetRemoved(withLastSetRemoved(withLastSetRemoved(score)));
    expect(score.sets).toHaveLength(1);
  });

  it("adds the match tiebreak as the third set when it is chosen", () => {
    const score = withSetAdded({ ...emptyPhoneScore(), matchTiebreak: true });
    expect(score.sets[2]).toEqual({ winner: 10, loser: 0, tiebreak: null });
  });

  it("writes a retirement's sets then ret., and a walkover as W/O", () => {
    const retired = entered(
      2,
      [
        [6, 4],
        [2, 1],
      ],
      { ending: "retired" },
    );
    expect(serverScoreText(retired)).toBe("4-6, 1-2 ret.");
    expect(winnerSideSets(retired)).toBe("6-4, 2-1");
    const walkover = entered(1, [[6, 0]], { ending: "walkover" });
    expect(serverScoreText(walkover)).toBe("W/O");
    expect(winnerSideSets(walkover)).toBe("");
  });

  it("keeps a 7-6 set's tiebreak points, and drops them once the set is no longer 7-6", () => {
    let score: PhoneScore = {
      ...entered(1, [[7, 6]]),
      sets: [{ winner: 7, loser: 6, tiebreak: 5 }],
    };
    expect(hasSetTiebreak(score, 0)).toBe(true);
    expect(serverScoreText(score)).toBe("7-6(5)");
    expect(serverScoreText({ ...score, winner: 2 })).toBe("6-7(5)");
    score = withGames(score, 0, "loser", 5);
    expect(score.sets[0]?.tiebreak).toBeNull();
  });

  it("starts a correction from the recorded result, turned to its winner's side", () => {
    const match = aMatch({
      id: 41,
      player1Id: 3,
      player2Id: 8,
      winnerId: 8,
      status: "completed",
      score: "4-6, 6-3, 8-10",
      sets: [
        { player1: 4, player2: 6, tiebreak: null },
        { player1: 6, player2: 3, tiebreak: null },
        { player1: 8, player2: 10, tiebreak: null },
      ],
    });
    const score = phoneScoreOf(match);
    expect(score.winner).toBe(2);
    expect(score.matchTiebreak).toBe(true);
    expect(winnerSideSets(score)).toBe("6-4, 3-6, 10-8");
    expect(phoneResultPayload(match, score)).toEqual({ matchId: 41, winnerId: 8, score: "4-6, 6-3, 8-10" });
    expect(phoneScoreOf(aMatch({ winnerId: 3, status: "completed", outcome: "walkover" })).ending).toBe(
      "walkover",
    );
  });

  it("sends nothing while no winner is picked", () => {
    expect(phoneResultPayload(aMatch(), emptyPhoneScore())).toBeNull();
  });

  it("takes only the scores the server takes (docs/rules.md#scores)", () => {
    const accepted: [string, PhoneScore][] = [
      [
        "6-0, 6-0",
        entered(1, [
          [6, 0],
          [6, 0],
        ]),
      ],
      [
        "7-5, 6-4",
        entered(2, [
          [7, 5],
          [6, 4],
        ]),
      ],
      [
        "7-6, 6-7, 6-4",
        entered(1, [
          [7, 6],
          [6, 7],
          [6, 4],
        ]),
      ],
      [
        "6-4, 3-6, 10-8",
        entered(
          1,
          [
            [6, 4],
            [3, 6],
            [10, 8],
          ],
          { matchTiebreak: true },
        ),
      ],
      [
        "6-4, 3-6, 12-10",
        entered(
          1,
          [
            [6, 4],
            [3, 6],
            [12, 10],
          ],
          { matchTiebreak: true },
        ),
      ],
      [
        "6-4, 2-1 ret.",
        entered(
          1,
          [
            [6, 4],
            [2, 1],
          ],
          { ending: "retired" },
        ),
      ],
      ["W/O", { ...emptyPhoneScore(), winner: 2, ending: "walkover" }],
    ];
    const refused: [string, PhoneScore][] = [
      ["nobody picked", emptyPhoneScore()],
      [
        "6-0, 6-0, 6-0: played once decided",
        entered(1, [
          [6, 0],
          [6, 0],
          [6, 0],
        ]),
      ],
      [
        "6-5: unfinished",
        entered(1, [
          [6, 0],
          [6, 5],
        ]),
      ],
      [
        "7-3: impossible",
        entered(1, [
          [7, 3],
          [6, 0],
        ]),
      ],
      [
        "6-0, 0-6: nobody has two sets",
        entered(1, [
          [6, 0],
          [0, 6],
        ]),
      ],
      [
        "0-6, 0-6: the other player won",
        entered(1, [
          [0, 6],
          [0, 6],
        ]),
      ],
      [
        "10-9: a match tiebreak not won by 2",
        entered(
          1,
          [
            [6, 4],
            [3, 6],
            [10, 9],
          ],
          { matchTiebreak: true },
        ),
      ],
      [
        "10-8 as the second set",
        entered(1, [
          [6, 4],
          [10, 8],
        ]),
      ],
      [
        "6-0, 6-0 ret.: retired once decided",
        entered(
          1,
          [
            [6, 0],
            [6, 0],
          ],
          { ending: "retired" },
        ),
      ],
      [
        "6-5, 6-0 ret.: only the last set may be unfinished",
        entered(
          1,
          [
            [6, 5],
            [6, 0],
          ],
          { ending: "retired" },
        ),
      ],
    ];
    expect(accepted.filter(([, score]) => !isAcceptedScore(score)).map(([name]) => name)).toEqual([]);
    expect(refused.filter(([, score]) => isAcceptedScore(score)).map(([name]) => name)).toEqual([]);
  });
});
