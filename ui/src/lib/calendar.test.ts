import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  calendarDate,
  dateFieldProblem,
  formatTyped,
  isCalendarDate,
  monthWeeks,
  parseTyped,
  weekday,
} from "./calendar";

describe("reading a date typed as dd/mm/yyyy", () => {
  it.each([
    ["23/11/2026", "2026-11-23"],
    ["3/1/2026", "2026-01-03"],
    ["03-01-2026", "2026-01-03"],
    ["3.1.2026", "2026-01-03"],
    [" 23 11 2026 ", "2026-11-23"],
    ["23112026", "2026-11-23"],
    ["2026-11-23", "2026-11-23"],
    ["29/02/2028", "2028-02-29"],
  ])("reads %j as %s", (typed, date) => {
    expect(parseTyped(typed)).toBe(date);
  });

  it.each(["", "23/11", "11/23/2026", "31/04/2026", "29/02/2026", "23/11/26", "mañana", "2026-02-30"])(
    "finds no date in %j",
    (typed) => {
      expect(parseTyped(typed)).toBeNull();
    },
  );

  it("writes a date as dd/mm/yyyy", () => {
    expect(formatTyped("2026-01-03")).toBe("03/01/2026");
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(calendarDate(2026, 4, 31)).toBeNull();
  });
});

describe("what a date field says of its value", () => {
  it.each([
    ["", null],
    ["2026-02-28", null],
    ["31/02/2026", "dateField.noSuchDate"],
    ["29/02/2027", "dateField.noSuchDate"],
    ["31042026", "dateField.noSuchDate"],
    ["2026-02-31", "dateField.noSuchDate"],
    ["11/23/2026", "dateField.noSuchDate"],
    ["23/11", "dateField.invalid"],
    ["mañana", "dateField.invalid"],
    ["23/11/26", "dateField.invalid"],
  ])("%j: %s", (value, problem) => {
    expect(dateFieldProblem(value)).toBe(problem);
  });
});

describe("the picker's months", () => {
  it("lays a month out in weeks from Monday, with blanks around it", () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(weekday("2026-11-23")).toBe(1);
  });

  it("moves by days and months, keeping the day within a shorter month", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonths("2026-05-31", 12)).toBe("2027-05-31");
  });
});
