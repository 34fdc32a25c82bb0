import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { noteAnswer, useOfflineSince } from "./offline";

const offlineCopy = (storedAt: string) => new Headers({ "X-Offline-Copy": storedAt });

describe("useOfflineSince", () => {
  it("says since when the page shows offline copies, the oldest first, until a live answer", () => {
    const { result } = renderHook(() => useOfflineSince());
    expect(result.current).toBeNull();
    act(() => noteAnswer(offlineCopy("2026-11-23T20:00:00.000Z")));
    expect(result.current).toBe("2026-11-23T20:00:00.000Z");
    act(() => noteAnswer(offlineCopy("2026-11-23T21:00:00.000Z")));
    expect(result.current).toBe("2026-11-23T20:00:00.000Z");
    act(() => noteAnswer(offlineCopy("2026-11-22T09:00:00.000Z")));
    expect(result.current).toBe("2026-11-22T09:00:00.000Z");
    act(() => noteAnswer(new Headers()));
    expect(result.current).toBeNull();
  });
});
