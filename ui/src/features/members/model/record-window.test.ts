import { describe, expect, it } from "vitest";
import { recordWindow } from "./record-window";

// A week-4 match whose days run until Wednesday 25 November 2026.
const match = { rescheduleUntil: "2026-11-25", timing: "late" as const };

describe("recordWindow", () => {
  it("stays open up to the match's last day, in an active tournament", () => {
    expect(recordWindow(match, "active", "2026-11-24")).toBe("open");
    expect(recordWindow(match, "active", "2026-11-25")).toBe("open");
    // The tournament not known yet: the page still offers nothing it cannot back.
    expect(recordWindow(match, undefined, "2026-11-25")).toBe("open");
  });

  it("is over the day after its last day, or once the server says it is overdue", () => {
    expect(recordWindow(match, "active", "2026-11-26")).toBe("over");
    expect(recordWindow({ ...match, timing: "overdue" }, "active", "2026-11-24")).toBe("over");
    expect(recordWindow(match, undefined, "2026-11-26")).toBe("over");
  });

  it("is over in a finished tournament, and not yet open in one that has not started", () => {
    expect(recordWindow(match, "completed", "2026-11-20")).toBe("over");
    expect(recordWindow(match, "coming_soon", "2026-11-20")).toBe("notYet");
    expect(recordWindow(match, "draft", "2026-11-20")).toBe("notYet");
  });
});
