import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { isDuplicateName, sameNamePlayers } from "./duplicate-name";

const refusal = (status: number, body: object) => new ApiError(status, "", JSON.stringify(body));

const duplicate = (players: unknown) =>
  refusal(409, {
    error: "conflict",
    code: "name_duplicate",
    message: "Another player has the same name: Ana Mora (#4).",
    fields: { name: { code: "name_duplicate", message: "...", params: { players } } },
  });

describe("the duplicate-name warning", () => {
  it("names the players of a name_duplicate refusal", () => {
    const error = duplicate([
      { id: 4, name: "Ana Mora" },
      { id: 9, name: "ana mora" },
    ]);
    expect(sameNamePlayers(error)).toEqual([
      { id: 4, name: "Ana Mora" },
      { id: 9, name: "ana mora" },
    ]);
    expect(isDuplicateName(error)).toBe(true);
  });

  it("is no warning for other refusals or a refusal that names nobody", () => {
    const other = refusal(409, { error: "conflict", code: "player_not_pending", message: "Not pending" });
    for (const error of [other, duplicate([]), duplicate("Ana"), duplicate([{ id: "4" }]), new Error("x")]) {
      expect(sameNamePlayers(error)).toBeNull();
      expect(isDuplicateName(error)).toBe(false);
    }
  });
});
