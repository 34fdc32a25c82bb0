import { describe, expect, it } from "vitest";
import { invitationUrl, timeLeft } from "./invitation";

describe("invitationUrl", () => {
  it("is the origin, /invite/ and the token", () => {
    expect(invitationUrl("https://club.cr", "Ab3_x-9")).toBe("https://club.cr/invite/Ab3_x-9");
    expect(invitationUrl("http://127.0.0.1:5182/", "tok")).toBe("http://127.0.0.1:5182/invite/tok");
  });
});

describe("timeLeft", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it.each([
    ["2026-03-08T11:59:58Z", { unit: "days", count: 7 }],
    ["2026-03-03T12:00:00Z", { unit: "days", count: 2 }],
    ["2026-03-02T12:00:00Z", { unit: "days", count: 1 }],
    ["2026-03-02T11:00:00Z", { unit: "hours", count: 23 }],
    ["2026-03-01T13:00:00Z", { unit: "hours", count: 1 }],
    ["2026-03-01T12:59:00Z", { unit: "underHour" }],
    ["2026-03-01T12:00:00Z", { unit: "expired" }],
    ["2026-02-28T12:00:00Z", { unit: "expired" }],
    ["not a date", { unit: "expired" }],
  ])("until %s is %j", (expiresAt, expected) => {
    expect(timeLeft(expiresAt, now)).toEqual(expected);
  });
});
