import { describe, expect, it } from "vitest";
import { clubDateTime, clubToday, formatDate, formatTime, isAfterClubToday } from "./dates";

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

  it("never shifts a calendar date (a start date, a league date)", () => {
    expect(formatDate("2026-11-24")).toBe("24/11/2026");
    expect(formatDate("2027-01-01")).toBe("01/01/2027");
  });

  it("shows an instant on the club's calendar (UTC-6)", () => {
    expect(formatDate("2026-11-24T01:00:00Z")).toBe("23/11/2026");
    expect(formatDate("2026-11-23T23:30:00Z")).toBe("23/11/2026");
    expect(formatDate("2026-11-24T06:00:00Z")).toBe("24/11/2026");
    expect(formatDate("2026-11-24T01:00:00+00:00")).toBe("23/11/2026");
    expect(formatDate("2026-11-24T01:00:00.250Z")).toBe("23/11/2026");
    expect(formatDate("2026-01-01T05:59:00Z")).toBe("31/12/2025");
  });

  it("reads a timestamp without a zone as UTC, never as the device's time", () => {
    expect(formatDate("2026-11-24T01:00:00")).toBe("23/11/2026");
  });

  it("leaves what it does not understand alone", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate(null)).toBe("");
  });
});

describe("formatTime", () => {
  it.each([
    ["08:00", "08:00"],
    ["12:00", "12:00"],
    ["12:30", "12:30"],
    ["18:30", "18:30"],
    ["21:00", "21:00"],
    ["00:30", "00:30"],
  ])("%s is %s", (time, shown) => {
    expect(formatTime(time)).toBe(shown);
  });

  it("shows nothing for no time", () => {
    expect(formatTime(null)).toBe("");
  });
});

describe("clubDateTime", () => {
  it.each([
    ["2026-11-29T18:30:00Z", { date: "29/11/2026", time: "12:30" }],
    ["2026-11-30T03:00:00Z", { date: "29/11/2026", time: "21:00" }],
    ["2026-11-24T01:00:00Z", { date: "23/11/2026", time: "19:00" }],
    ["2026-01-01T05:59:00Z", { date: "31/12/2025", time: "23:59" }],
  ])("shows %s at the club (UTC-6)", (timestamp, expected) => {
    expect(clubDateTime(timestamp)).toEqual(expected);
  });

  it("leaves something that is not a timestamp as it is", () => {
    expect(clubDateTime("soon")).toEqual({ date: "soon", time: "" });
  });
});
