import { describe, expect, it } from "vitest";
import { ALL_TIME, clubSeason, seasonFromParam, seasonKey, seasonQuery } from "./season";

describe("seasons", () => {
  it("reads a year or all time from the URL, and anything else as the current season", () => {
    expect(seasonFromParam("2025")).toBe("2025");
    expect(seasonFromParam("all")).toBe(ALL_TIME);
    expect(seasonFromParam(null)).toBeNull();
    expect(seasonFromParam("")).toBeNull();
    expect(seasonFromParam("last")).toBeNull();
    expect(seasonFromParam("25")).toBeNull();
    expect(seasonFromParam("2025-01")).toBeNull();
  });

  it("sends the chosen season, and none for the current one", () => {
    expect(seasonQuery("2025")).toBe("?season=2025");
    expect(seasonQuery("all")).toBe("?season=all");
    expect(seasonQuery(null)).toBe("");
    expect(seasonKey(null)).toBe("current");
    expect(seasonKey("2025")).toBe("2025");
  });

  it("starts a season at midnight on the club's clock (UTC-6)", () => {
    expect(clubSeason(new Date("2026-01-01T05:59:00Z"))).toBe("2025");
    expect(clubSeason(new Date("2026-01-01T06:00:00Z"))).toBe("2026");
  });
});
