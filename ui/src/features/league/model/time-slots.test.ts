import { describe, expect, it } from "vitest";
import { LEAGUE_COURTS, LEAGUE_TIME_SLOTS } from "./time-slots";

describe("LEAGUE_TIME_SLOTS", () => {
  it("runs every 30 minutes from 8:00 AM to 9:00 PM", () => {
    expect(LEAGUE_TIME_SLOTS).toHaveLength(27);
    expect(LEAGUE_TIME_SLOTS[0]).toEqual({ value: "08:00", label: "8:00 AM" });
    expect(LEAGUE_TIME_SLOTS.at(-1)).toEqual({ value: "21:00", label: "9:00 PM" });
  });

  it.each([
    ["08:30", "8:30 AM"],
    ["11:30", "11:30 AM"],
    ["12:00", "12:00 PM"],
    ["12:30", "12:30 PM"],
    ["13:00", "1:00 PM"],
    ["18:30", "6:30 PM"],
    ["20:30", "8:30 PM"],
  ])("offers %s, shown as %s", (value, label) => {
    expect(LEAGUE_TIME_SLOTS).toContainEqual({ value, label });
  });

  it("sends only the half hours the server accepts", () => {
    const wire = /^((0[89]|1[0-9]|20):(00|30)|21:00)$/;
    expect(LEAGUE_TIME_SLOTS.every((slot) => wire.test(slot.value))).toBe(true);
    expect(new Set(LEAGUE_TIME_SLOTS.map((slot) => slot.value)).size).toBe(LEAGUE_TIME_SLOTS.length);
  });
});

describe("LEAGUE_COURTS", () => {
  it("numbers the courts 1 to 14", () => {
    expect(LEAGUE_COURTS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
});
