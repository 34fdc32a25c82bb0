import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "./toast-store";

afterEach(() => {
  vi.useRealTimers();
});

describe("the toast queue", () => {
  it("shows at most one toast: a new one replaces the old", () => {
    toast({ title: "Saved" });
    const second = toast({ title: "Failed", variant: "destructive" });
    expect(TOAST_LIMIT).toBe(1);
    expect(getToasts().map((entry) => [entry.id, entry.title])).toEqual([[second, "Failed"]]);
  });

  it("keeps a dismissed toast for 1,000,000 ms, then removes it", () => {
    vi.useFakeTimers();
    const id = toast({ title: "Saved" });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});
