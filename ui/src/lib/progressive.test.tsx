import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useProgressiveCount } from "./progressive";

describe("useProgressiveCount", () => {
  it("gives the first items at once, then the rest a step at a time", async () => {
    const { result } = renderHook(() => useProgressiveCount(23, 9, 6));
    expect(result.current).toBe(9);
    const seen = new Set<number>([result.current]);
    await waitFor(() => {
      seen.add(result.current);
      expect(result.current).toBe(23);
    });
    expect([...seen].every((n) => n === 9 || n === 15 || n === 21 || n === 23)).toBe(true);
  });

  it("never counts past a short list", () => {
    const { result } = renderHook(() => useProgressiveCount(4, 9, 6));
    expect(result.current).toBe(4);
  });

  it("goes on when the list grows", async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 9, 6), {
      initialProps: { total: 4 },
    });
    rerender({ total: 30 });
    await waitFor(() => expect(result.current).toBe(30));
  });
});
