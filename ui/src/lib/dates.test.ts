import { describe, expect, it } from "vitest";
import { clubToday, formatDate, formatTime, isAfterClubToday } from "./dates";

describe("clubToday", () => {
  it("is the date at UTC-6, not the device's", () => {
    expect(clubToday(new Date("2026-11-22T05:59:00Z"))).toBe("2026-11-21");
    expect(clubToday(new Date("2026-11-22T06:00:00Z"))).toBe("2026-11-22");
    expect(clubToday(new Date("2027-01-01T03:00:00Z"))).toBe("2026-12-31");
  });

  it("compares start dates with the club's today", () => {
    const now = new Date("2026-11-22T02:00:00Z"); // still 21 November at the club
    expect(isAfterClubToday("2026-11-22", now)).toBe(true);
    expect(isAfterClubToday("2026-11-21", now)).toBe(false);
  });
});

describe("formatDate", () => {
  it("shows dd/mm/yyyy", () => {
    expect(formatDate("2026-11-02")).toBe("02/11/2026");
    expect(formatDate("2026-11-02T18:00:00Z")).toBe("02/11/2026");
  });

  it("leaves what it does not understand alone", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate(null)).toBe("");
  });
});

describe("formatTime", () => {
  it.each([
    ["08:00", "8:00 AM"],
    ["12:00", "12:00 PM"],
    ["12:30", "12:30 PM"],
    ["18:30", "6:30 PM"],
    ["21:00", "9:00 PM"],
    ["00:30", "12:30 AM"],
  ])("%s is %s", (time, shown) => {
    expect(formatTime(time)).toBe(shown);
  });

  it("shows nothing for no time", () => {
    expect(formatTime(null)).toBe("");
  });
});
