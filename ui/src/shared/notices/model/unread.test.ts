import { describe, expect, it } from "vitest";
import { isNew } from "./unread";

describe("a new notice", () => {
  it.each([
    [{ read: false, answered: false }, true],
    [{ read: true, answered: false }, false],
    // The server marks an answered question read; were it not, it is still no longer new.
    [{ read: true, answered: true }, false],
    [{ read: false, answered: true }, false],
  ])("%o is new: %s", (notice, expected) => {
    expect(isNew(notice)).toBe(expected);
  });
});
