import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import { formatLabel, statusBadge, statusSentence } from "./status";

const now = new Date("2026-11-22T12:00:00Z");

describe("statusBadge", () => {
  it.each([
    ["completed", "Finished"],
    ["active", "Active"],
    ["draft", "Draft"],
    ["coming_soon", "Coming Soon"],
  ])("%s shows %s", (status, label) => {
    expect(statusBadge(status, "2020-01-01", translate, now).label).toBe(label);
  });

  it("shows 'Upcoming' for another status while the start is ahead, else the raw status", () => {
    expect(statusBadge("registration", "2026-11-23", translate, now).label).toBe("Upcoming");
    expect(statusBadge("registration", "2026-11-22", translate, now).label).toBe("registration");
  });

  it("gives each known status its own colour", () => {
    const tones = ["completed", "active", "draft", "coming_soon"].map(
      (s) => statusBadge(s, "2020-01-01", translate, now).tone,
    );
    expect(new Set(tones).size).toBe(4);
  });
});

describe("statusSentence", () => {
  it.each([
    ["completed", "Tournament has finished"],
    ["active", "Tournament is currently in progress"],
    ["coming_soon", "Registration opening soon"],
    ["draft", "Tournament starts soon"],
    ["anything", "Tournament starts soon"],
  ])("%s says %s", (status, sentence) => {
    expect(statusSentence(status, translate)).toBe(sentence);
  });
});

describe("formatLabel", () => {
  it("names both formats as the spec does", () => {
    expect(formatLabel("single_elimination", translate)).toBe("Single Elimination");
    expect(formatLabel("hybrid", translate)).toBe("Hybrid (Groups + KO)");
  });
});
