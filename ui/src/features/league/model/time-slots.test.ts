import { describe, expect, it } from "vitest";
import { makeFormat } from "@/lib/i18n/format";
import { translate } from "@/lib/i18n";
import { toTimeSlots } from "./time-slots";

describe("toTimeSlots", () => {
  it("keeps the server's times, in its order", () => {
    expect(toTimeSlots(["08:00", "21:00"])).toEqual([
      { value: "08:00", label: "08:00" },
      { value: "21:00", label: "21:00" },
    ]);
    expect(toTimeSlots([])).toEqual([]);
  });

  it.each([
    ["08:30", "08:30"],
    ["11:30", "11:30"],
    ["12:00", "12:00"],
    ["12:30", "12:30"],
    ["13:00", "13:00"],
    ["18:30", "18:30"],
    ["20:30", "20:30"],
  ])("sends %s, shown as %s", (value, label) => {
    expect(toTimeSlots([value])).toEqual([{ value, label }]);
  });

  it("writes them in the visitor's language", () => {
    const spanish = makeFormat("es", (key) => translate(key, undefined, "es"));
    expect(toTimeSlots(["08:00", "18:30"], spanish.time)).toEqual([
      { value: "08:00", label: "08:00" },
      { value: "18:30", label: "18:30" },
    ]);
  });
});
