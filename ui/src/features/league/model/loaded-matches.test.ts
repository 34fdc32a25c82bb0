import { describe, expect, it } from "vitest";
import { aLeagueMatch } from "@/test/fixtures";
import { loadedMatches } from "./loaded-matches";

const match = (id: number) => aLeagueMatch({ id });

describe("loadedMatches", () => {
  it("joins the pages in the server's order, with the newest page's total", () => {
    const loaded = loadedMatches([
      { items: [match(9), match(4)], total: 5 },
      { items: [match(7), match(2)], total: 6 },
    ]);
    expect(loaded.matches.map((m) => m.id)).toEqual([9, 4, 7, 2]);
    expect(loaded.total).toBe(6);
  });

  it("lists once a match that a new one pushed onto the next page", () => {
    const loaded = loadedMatches([
      { items: [match(9), match(4)], total: 4 },
      { items: [match(4), match(2)], total: 5 },
    ]);
    expect(loaded.matches.map((m) => m.id)).toEqual([9, 4, 2]);
  });

  it("has no total before a page came, or when the server gave none", () => {
    expect(loadedMatches([])).toEqual({ matches: [], total: null });
    expect(loadedMatches([{ items: [match(1)], total: null }]).total).toBeNull();
  });
});
