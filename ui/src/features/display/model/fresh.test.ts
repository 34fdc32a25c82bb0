import { describe, expect, it } from "vitest";
import { aLeagueMatch, aMatch } from "@/test/fixtures";
import { newResults, resultSignatures } from "./fresh";

describe("newResults", () => {
  const pending = [aMatch({ id: 41 }), aMatch({ id: 42 })];
  const played = [
    aMatch({ id: 41, status: "completed", score: "6-4, 6-3", winnerId: 3 }),
    aMatch({ id: 42 }),
  ];

  it("finds a match that got its result, and nothing on the first look", () => {
    const before = resultSignatures(pending, []);
    expect(newResults(before, resultSignatures(played, []))).toEqual(["match-41"]);
    expect(newResults(null, resultSignatures(played, []))).toEqual([]);
    expect(newResults(before, before)).toEqual([]);
  });

  it("finds a corrected score and a league match that was played", () => {
    const corrected = [aMatch({ id: 41, status: "completed", score: "6-4, 7-5", winnerId: 3 })];
    expect(newResults(resultSignatures(played, []), resultSignatures(corrected, []))).toEqual(["match-41"]);
    const before = resultSignatures([], [aLeagueMatch({ id: 7 })]);
    const after = resultSignatures(
      [],
      [aLeagueMatch({ id: 7, status: "completed", score: "6-1, 6-1", winnerId: 3 })],
    );
    expect(newResults(before, after)).toEqual(["league-7"]);
  });

  it("does not take a match seen for the first time, or a bye, for a new result", () => {
    const before = resultSignatures([], []);
    expect(newResults(before, resultSignatures(played, []))).toEqual([]);
    const bye = [aMatch({ id: 50, isBye: true, status: "completed", winnerId: 3 })];
    expect(
      newResults(resultSignatures([aMatch({ id: 50, isBye: true })], []), resultSignatures(bye, [])),
    ).toEqual([]);
  });
});
