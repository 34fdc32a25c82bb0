import { describe, expect, it } from "vitest";
import type { FeeLine } from "@/lib/wire";
import { parseFee, shownLines } from "./fee-list";

const line = (playerId: number, status: FeeLine["status"]): FeeLine => ({
  playerId,
  name: `Player ${playerId}`,
  avatar: null,
  level: null,
  amount: status === "unpaid" ? null : 5000,
  paidOn: status === "unpaid" ? null : "2026-03-01",
  status,
  owed: status === "paid" ? 0 : 5000,
});

describe("the Fees tab's list", () => {
  it("shows everyone, or only those who still owe", () => {
    const lines = [line(1, "paid"), line(2, "unpaid"), line(3, "partial")];
    expect(shownLines(lines, false).map((l) => l.playerId)).toEqual([1, 2, 3]);
    expect(shownLines(lines, true).map((l) => l.playerId)).toEqual([2, 3]);
  });

  it("reads a fee as whole colones up to a million", () => {
    expect(parseFee("10000")).toBe(10_000);
    expect(parseFee("10,000")).toBe(10_000);
    expect(parseFee("10 000")).toBe(10_000);
    expect(parseFee("0")).toBe(0);
    expect(parseFee("1000000")).toBe(1_000_000);
    expect(parseFee(" 5.000 ")).toBe(5_000);
    for (const bad of ["", "-5", "abc", "1000001", "12.5", "10,5", "1,0000", "12.5e3", "₡"])
      expect(parseFee(bad), bad).toBeNull();
  });
});
