import { describe, expect, it } from "vitest";
import { makeFormat } from "@/lib/i18n/format";
import { translate } from "@/lib/i18n";
import { toTimeSlots } from "./time-slots";

describe("toTimeSlots", () => {
  it("keeps the server's times, in its order", () => {
    expect(toTimeSlots(["08:00", "21:00"])).toEqual([
      { value: "08:00", label: "8:00 AM" },
      { value: "21:00", label: "9:00 PM" },
    ]);
    expect(toTimeSlots([])).toEqual([]);
  });

  it.each([
    ["08:30", "8:30 AM"],
    ["11:30", "11:30 AM"],
    ["12:00", "12:00 PM"],
    ["12:30", "12:30 PM"],
    ["13:00", "1:00 PM"],
    ["18:30", "6:30 PM"],
    ["20:30", "8:30 PM"],
  ])("sends %s, shown as %s", (value, label) => {
    expect(toTimeSlots([value])).toEqual([{ value, label }]);
  });

  it("writes them in the visitor's language", () => {
    const spanish = makeFormat("es", (key) => translate(key, undefined, "es"));
    expect(toTimeSlots(["08:00", "18:30"], spanish.time)).toEqual([
      { value: "08:00", label: "8:00 a. m." },
      { value: "18:30", label: "6:30 p. m." },
    ]);
  });
});
