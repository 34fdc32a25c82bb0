import { describe, expect, it } from "vitest";
import { aLeagueMatch } from "@/test/fixtures";
import type { LeagueMatch } from "../api/types";
import { orderLeagueMatches } from "./order";

function match(
  id: number,
  status: LeagueMatch["status"],
  date: string,
  time: string | null = null,
): LeagueMatch {
  return aLeagueMatch({
    id,
    player1Id: 1,
    player2Id: 2,
    date,
    time,
    status,
    score: status === "completed" ? "6-4, 6-2" : null,
    winnerId: status === "completed" ? 1 : null,
  });
}

describe("orderLeagueMatches", () => {
  it("puts pending matches first, then the newest date first", () => {
    const ordered = orderLeagueMatches([
      match(1, "completed", "2026-11-01"),
      match(2, "pending", "2026-11-03"),
      match(3, "completed", "2026-11-20"),
      match(4, "pending", "2026-11-25"),
      match(5, "completed", "2026-10-30"),
    ]);
    expect(ordered.map((m) => m.id)).toEqual([4, 2, 3, 1, 5]);
  });

  it("breaks same-day ties by the later time, then the newer match", () => {
    const ordered = orderLeagueMatches([
      match(1, "pending", "2026-11-20", "08:00"),
      match(2, "pending", "2026-11-20", "18:30"),
      match(3, "pending", "2026-11-20", null),
      match(4, "pending", "2026-11-20", null),
    ]);
    expect(ordered.map((m) => m.id)).toEqual([2, 1, 4, 3]);
  });

  it("leaves the given list untouched", () => {
    const list = [match(1, "completed", "2026-11-01"), match(2, "pending", "2026-11-02")];
    orderLeagueMatches(list);
    expect(list.map((m) => m.id)).toEqual([1, 2]);
  });
});
