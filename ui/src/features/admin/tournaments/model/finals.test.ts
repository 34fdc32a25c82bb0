import { describe, expect, it } from "vitest";
import type { RankingEntry } from "@/lib/wire";
import { createBody, EMPTY_CREATE_DRAFT } from "./create-form";
import {
  finalsDraft,
  inRankOrder,
  isFinalsWindow,
  nextInRanking,
  rankingSeason,
  replaceWithNext,
} from "./finals";

/** A line of GET /api/rankings for the 2026 season. */
const line = (id: number, rank: number, totalPoints: number): RankingEntry => ({
  id,
  rank,
  name: `Player ${id}`,
  avatar: null,
  totalPoints,
  season: "2026",
});

// Sent best first; players 31 and 32 are tied on points and the server ranked them.
const ranking = [
  line(12, 1, 300),
  line(4, 2, 280),
  line(31, 3, 250),
  line(32, 4, 250),
  line(7, 5, 200),
  line(2, 6, 180),
  line(9, 7, 150),
  line(15, 8, 120),
  line(21, 9, 90),
  line(3, 10, 60),
];

describe("isFinalsWindow", () => {
  it("opens on 1 October and stays open to 31 December", () => {
    expect(isFinalsWindow("2026-09-30")).toBe(false);
    expect(isFinalsWindow("2026-10-01")).toBe(true);
    expect(isFinalsWindow("2026-12-31")).toBe(true);
    expect(isFinalsWindow("2027-01-01")).toBe(false);
  });
});

describe("finalsDraft", () => {
  it("prefills the finals: name, 30 November, hybrid of 8, the top 8 in rank order", () => {
    // The server's order is not trusted: the ranks are.
    const draft = finalsDraft("Finales 2026", "2026", [...ranking].reverse());
    expect(draft).toEqual({
      ...EMPTY_CREATE_DRAFT,
      name: "Finales 2026",
      startDate: "2026-11-30",
      tournamentType: "hybrid",
      playerCount: "8",
      selectedPlayerIds: [12, 4, 31, 32, 7, 2, 9, 15],
      finals: true,
    });
  });

  it("sends finals: true only for the finals", () => {
    expect(createBody(finalsDraft("Finales 2026", "2026", ranking), null)).toMatchObject({
      finals: true,
      selectedPlayerIds: [12, 4, 31, 32, 7, 2, 9, 15],
    });
    expect(createBody({ ...EMPTY_CREATE_DRAFT, playerCount: "8" }, null)).not.toHaveProperty("finals");
  });

  it("takes the season from the ranking's lines, or the year when it is empty", () => {
    expect(rankingSeason(ranking, "2027")).toBe("2026");
    expect(rankingSeason([], "2027")).toBe("2027");
  });
});

describe("replaceWithNext", () => {
  const top8 = [12, 4, 31, 32, 7, 2, 9, 15];

  it("puts the next ranked player not yet selected in place of one who cannot play", () => {
    expect(replaceWithNext(ranking, top8, [], 31)).toEqual({
      selected: [12, 4, 32, 7, 2, 9, 15, 21],
      declined: [31],
    });
  });

  it("never offers back a player already replaced", () => {
    const first = replaceWithNext(ranking, top8, [], 31);
    // Player 4 drops out too: 31 is free again but cannot play, so the next is player 3.
    expect(replaceWithNext(ranking, first?.selected ?? [], first?.declined ?? [], 4)).toEqual({
      selected: [12, 32, 7, 2, 9, 15, 21, 3],
      declined: [31, 4],
    });
  });

  it("refuses when the ranking has nobody left", () => {
    const all = ranking.map((entry) => entry.id);
    expect(nextInRanking(ranking, all, [])).toBeNull();
    expect(replaceWithNext(ranking, all, [], 12)).toBeNull();
  });

  it("keeps a selection in rank order, unranked ids last", () => {
    expect(inRankOrder([15, 99, 12, 7], ranking)).toEqual([12, 7, 15, 99]);
  });
});
