import { describe, expect, it } from "vitest";
import type { Match } from "@/lib/wire";
import { aMatch } from "@/test/fixtures";
import {
  checkResult,
  initialResultForm,
  serverScore,
  totalsOf,
  type ResultForm,
  withCheckedScore,
  withScoreOrWinner,
  withTotalsByHand,
} from "./result-form";

const pending = aMatch({ id: 41, groupId: 2 });

const played: Match = {
  ...pending,
  status: "completed",
  winnerId: 8,
  score: "4-6, 6-3, 10-8",
  player1Sets: 1,
  player2Sets: 2,
  player1Games: 10,
  player2Games: 9,
};

const emptyTotals = { player1Sets: "", player2Sets: "", player1Games: "", player2Games: "" };

describe("serverScore", () => {
  it.each([
    ["W.O.", "W/O"],
    ["w.o.", "W/O"],
    ["WO", "W/O"],
    [" W/O ", "W/O"],
    ["6-4, 2-1 Ret.", "6-4, 2-1 Ret."],
    ["6-4, 6-2", "6-4, 6-2"],
    ["6-0 W.O.", "6-0 W.O."],
  ])("sends %j as %j: a Spanish walkover is the server's W/O", (typed, sent) => {
    expect(serverScore(typed)).toBe(sent);
  });
});

describe("initialResultForm", () => {
  it("starts a first result empty", () => {
    expect(initialResultForm(pending)).toEqual({ winner: null, score: "", totals: emptyTotals, byHand: {} });
  });

  it("prefills an edit with the recorded result, whose totals stay with its score", () => {
    expect(initialResultForm(played)).toEqual({
      winner: 2,
      score: "4-6, 6-3, 10-8",
      totals: { player1Sets: "1", player2Sets: "2", player1Games: "10", player2Games: "9" },
      byHand: { player1Sets: true, player2Sets: true, player1Games: true, player2Games: true },
    });
  });
});

const sixFourSixTwo = {
  score: "6-4, 6-2",
  outcome: null,
  winner: 1,
  player1Sets: 2,
  player2Sets: 0,
  player1Games: 12,
  player2Games: 6,
} as const;

describe("the totals' owner", () => {
  it("leaves every total to the server once the score or the winner changes", () => {
    const edited = initialResultForm(played);
    expect(withScoreOrWinner(edited, { score: "6-1, 6-1" })).toEqual({
      ...edited,
      score: "6-1, 6-1",
      byHand: {},
    });
    expect(withScoreOrWinner(edited, { winner: 1 }).byHand).toEqual({});
    expect(checkResult(played, withScoreOrWinner(edited, { score: "6-1, 6-1" }))).toEqual({
      ok: true,
      payload: { matchId: 41, winnerId: 8, score: "6-1, 6-1" },
    });
  });

  it("makes a total typed by hand the admin's, and a check fills only the others", () => {
    const typed = withTotalsByHand(initialResultForm(pending), { ...emptyTotals, player2Games: "7" });
    expect(typed.byHand).toEqual({ player2Games: true });
    expect(withCheckedScore(typed, sixFourSixTwo)).toEqual({
      winner: 1,
      score: "",
      totals: { player1Sets: "2", player2Sets: "0", player1Games: "12", player2Games: "7" },
      byHand: { player2Games: true },
    });
  });

  it("keeps a winner already picked when the check answers", () => {
    const form = { ...initialResultForm(pending), winner: 2 as const };
    expect(withCheckedScore(form, sixFourSixTwo).winner).toBe(2);
  });
});

describe("totalsOf", () => {
  it("turns a checked score into the four fields", () => {
    expect(
      totalsOf({
        score: "6-4, 6-2",
        outcome: null,
        winner: 1,
        player1Sets: 2,
        player2Sets: 0,
        player1Games: 12,
        player2Games: 6,
      }),
    ).toEqual({ player1Sets: "2", player2Sets: "0", player1Games: "12", player2Games: "6" });
  });
});

describe("checkResult", () => {
  const allByHand = { player1Sets: true, player2Sets: true, player1Games: true, player2Games: true } as const;
  const form = (extra: Partial<ResultForm>): ResultForm => ({
    winner: 1,
    score: "6-4, 6-2",
    totals: { player1Sets: "2", player2Sets: "0", player1Games: "12", player2Games: "6" },
    byHand: allByHand,
    ...extra,
  });

  it("sends no total that is not the admin's own", () => {
    expect(checkResult(pending, form({ byHand: { player1Games: true } }))).toEqual({
      ok: true,
      payload: { matchId: 41, winnerId: 3, score: "6-4, 6-2", player1Games: 12 },
    });
  });

  it("sends a walkover typed the Spanish way as the server's W/O", () => {
    const walkover = checkResult(pending, form({ score: "W.O.", byHand: {} }));
    expect(walkover).toEqual({ ok: true, payload: { matchId: 41, winnerId: 3, score: "W/O" } });
  });

  it("builds the payload with the winner's id and the totals", () => {
    expect(checkResult(pending, form({ score: " 6-4, 6-2 " }))).toEqual({
      ok: true,
      payload: {
        matchId: 41,
        winnerId: 3,
        score: "6-4, 6-2",
        player1Sets: 2,
        player2Sets: 0,
        player1Games: 12,
        player2Games: 6,
      },
    });
  });

  it("leaves empty totals to the server", () => {
    expect(checkResult(pending, form({ winner: 2, score: "W/O", totals: emptyTotals }))).toEqual({
      ok: true,
      payload: { matchId: 41, winnerId: 8, score: "W/O" },
    });
  });

  it.each([
    ["no winner", { winner: null }, ["winner"]],
    ["no score", { score: "  " }, ["score"]],
    ["a negative total", { totals: { ...emptyTotals, player2Games: "-1" } }, ["totals"]],
    ["a fractional total", { totals: { ...emptyTotals, player1Sets: "1.5" } }, ["totals"]],
    [
      "nothing at all",
      { winner: null, score: "", totals: { ...emptyTotals, player1Sets: "x" } },
      ["winner", "score", "totals"],
    ],
  ] as const)("refuses %s", (_, extra, problems) => {
    expect(checkResult(pending, form(extra))).toEqual({ ok: false, problems });
  });
});
