import { describe, expect, it } from "vitest";
import { aTournament } from "@/test/fixtures";
import { chooseBracketTournament } from "./chooser";

describe("chooseBracketTournament", () => {
  const list = [
    aTournament({ id: 1, status: "completed" }),
    aTournament({ id: 2, status: "active" }),
    aTournament({ id: 3, status: "coming_soon" }),
  ];

  it("takes the tournament asked for", () => {
    expect(chooseBracketTournament(list, 3)?.id).toBe(3);
  });

  it("else the active one", () => {
    expect(chooseBracketTournament(list)?.id).toBe(2);
    expect(chooseBracketTournament(list, 99)?.id).toBe(2);
  });

  it("else the one with the highest id", () => {
    expect(
      chooseBracketTournament([
        aTournament({ id: 4, status: "completed" }),
        aTournament({ id: 7, status: "coming_soon" }),
        aTournament({ id: 5, status: "completed" }),
      ])?.id,
    ).toBe(7);
  });

  it("finds none in an empty list", () => {
    expect(chooseBracketTournament([])).toBeNull();
  });
});
