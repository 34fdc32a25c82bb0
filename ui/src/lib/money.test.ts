import { describe, expect, it } from "vitest";
import { formatAmountOr, formatColones } from "./money";

describe("formatColones", () => {
  it.each([
    [10000, "₡10,000"],
    [5000, "₡5,000"],
    [1250000, "₡1,250,000"],
    [0, "₡0"],
    [999.6, "₡1,000"],
    [-30, "-₡30"],
    [100, "₡100"],
    [1000, "₡1,000"],
    [123456789, "₡123,456,789"],
    [-1234567, "-₡1,234,567"],
  ])("%d is %s", (amount, shown) => {
    expect(formatColones(amount)).toBe(shown);
  });
});

describe("formatAmountOr", () => {
  it("uses the word for zero or a missing amount", () => {
    expect(formatAmountOr(0, "Free")).toBe("Free");
    expect(formatAmountOr(null, "No Prize")).toBe("No Prize");
    expect(formatAmountOr(15000, "Free")).toBe("₡15,000");
  });
});
