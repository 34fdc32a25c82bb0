import { describe, expect, it } from "vitest";
import { aLeagueMatch } from "@/test/fixtures";
import {
  checkLeagueScore,
  entryWinner,
  initialLeagueScoreForm,
  isDrawSoFar,
  parseGames,
  setsPlayedChoices,
  setsWonSoFar,
  setWinner,
  type LeagueScoreForm,
} from "./league-score";

/** The server's most games in a set (`LeagueOptions.maxSetGames`). */
const MAX = 7;

function form(setsPlayed: 1 | 2 | 3, ...sets: [string, string][]): LeagueScoreForm {
  const entries = [0, 1, 2].map((index) => {
    const [player1, player2] = sets[index] ?? ["", ""];
    return { player1, player2 };
  }) as LeagueScoreForm["sets"];
  return { setsPlayed, sets: entries };
}

describe("parseGames", () => {
  it.each([
    ["0", 0],
    ["6", 6],
    [" 7 ", 7],
    ["", null],
    ["  ", null],
    ["8", null],
    ["-1", null],
    ["6.5", null],
    ["1e1", null],
    ["six", null],
  ])("reads %j as %j", (text, games) => {
    expect(parseGames(text, MAX)).toBe(games);
  });

  it("takes the most games from the server's answer", () => {
    expect(parseGames("8", 9)).toBe(8);
    expect(parseGames("7", 6)).toBeNull();
  });
});

describe("setsPlayedChoices", () => {
  it("offers the server's counts that the form can hold", () => {
    expect(setsPlayedChoices([1, 2, 3])).toEqual([1, 2, 3]);
    expect(setsPlayedChoices([2, 3])).toEqual([2, 3]);
    expect(setsPlayedChoices([1, 5])).toEqual([1]);
  });
});

describe("setWinner", () => {
  it.each([
    [6, 4, 1],
    [3, 6, 2],
    [7, 6, 1],
    [0, 7, 2],
    [6, 6, 0],
    [0, 0, 0],
  ])("%i-%i is won by %i (0 = tie)", (player1, player2, winner) => {
    expect(setWinner(player1, player2)).toBe(winner);
  });

  it("names no winner while a field is missing", () => {
    expect(entryWinner({ player1: "6", player2: "" }, MAX)).toBeNull();
    expect(entryWinner({ player1: "5", player2: "7" }, MAX)).toBe(2);
  });
});

describe("checkLeagueScore", () => {
  it("builds the payload of the played sets with their winners", () => {
    expect(checkLeagueScore(7, form(2, ["6", "4"], ["3", "6"], ["9", "9"]), MAX)).toEqual({
      ok: true,
      payload: {
        matchId: 7,
        setsPlayed: 2,
        setScores: [
          { player1Score: 6, player2Score: 4, winner: 1 },
          { player1Score: 3, player2Score: 6, winner: 2 },
        ],
      },
    });
  });

  it("keeps a tied set as winner 0", () => {
    const result = checkLeagueScore(7, form(1, ["5", "5"]), MAX);
    expect(result).toEqual({
      ok: true,
      payload: { matchId: 7, setsPlayed: 1, setScores: [{ player1Score: 5, player2Score: 5, winner: 0 }] },
    });
  });

  it.each([
    ["an empty field", form(2, ["6", "4"], ["6", ""]), [1]],
    ["a score over 7", form(1, ["8", "6"]), [0]],
    ["a negative score", form(3, ["-1", "6"], ["6", "4"], ["6", "2"]), [0]],
    ["a fraction", form(2, ["6", "4"], ["4.5", "6"]), [1]],
    ["nothing typed", form(3), [0, 1, 2]],
  ])("refuses %s and names the sets", (_, input, invalidSets) => {
    expect(checkLeagueScore(7, input, MAX)).toEqual({ ok: false, invalidSets });
  });
});

describe("initialLeagueScoreForm", () => {
  it("starts a pending match empty, with 2 sets", () => {
    expect(initialLeagueScoreForm(aLeagueMatch())).toEqual(form(2));
  });

  it("prefills a recorded score for an edit", () => {
    const recorded = aLeagueMatch({
      status: "completed",
      setsPlayed: 3,
      setScores: [
        { player1Score: 6, player2Score: 4, winner: 1 },
        { player1Score: 2, player2Score: 6, winner: 2 },
        { player1Score: 7, player2Score: 5, winner: 1 },
      ],
    });
    expect(initialLeagueScoreForm(recorded)).toEqual(form(3, ["6", "4"], ["2", "6"], ["7", "5"]));
  });
});

describe("setsWonSoFar", () => {
  it("counts the decided sets among those played", () => {
    expect(setsWonSoFar(form(3, ["6", "4"], ["3", "6"], ["6", ""]), MAX)).toEqual({ player1: 1, player2: 1 });
    expect(setsWonSoFar(form(1, ["6", "4"], ["3", "6"]), MAX)).toEqual({ player1: 1, player2: 0 });
    expect(setsWonSoFar(form(2, ["6", "6"], ["7", "6"]), MAX)).toEqual({ player1: 1, player2: 0 });
  });
});

describe("isDrawSoFar", () => {
  it("is a draw once every set is in and each player won as many", () => {
    // One set of 6-6: drawn.
    expect(isDrawSoFar(form(1, ["6", "6"]), MAX)).toBe(true);
    expect(isDrawSoFar(form(3, ["6", "4"], ["3", "6"], ["5", "5"]), MAX)).toBe(true);
    expect(isDrawSoFar(form(2, ["6", "4"], ["3", "6"]), MAX)).toBe(true);
    expect(isDrawSoFar(form(2, ["6", "4"], ["6", "6"]), MAX)).toBe(false);
    // A set still empty decides nothing yet.
    expect(isDrawSoFar(form(2, ["6", "6"], ["", ""]), MAX)).toBe(false);
  });
});
