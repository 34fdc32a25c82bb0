import { describe, expect, it } from "vitest";
import type { Player } from "@/lib/wire";
import { aPlayer } from "@/test/fixtures";
import { fold, matchesSearch, playerSections } from "./player-list";

function player(id: number, name: string, status: Player["status"], createdAt: string, email?: string) {
  return aPlayer({ id, name, status, createdAt, email: email ?? null });
}

const club = [
  player(1, "Luis Vega", "approved", "2026-01-01T00:00:00Z", "luis@club.cr"),
  player(2, "José Álvarez", "pending", "2026-03-02T00:00:00Z", "jose@mail.com"),
  player(3, "ana mora", "approved", "2026-01-02T00:00:00Z"),
  player(4, "Marta Solís", "pending", "2026-03-01T00:00:00Z"),
  player(5, "Álvaro Ruiz", "approved", "2026-01-03T00:00:00Z"),
];

describe("playerSections", () => {
  it("puts pending registrations first, oldest first, then everybody else by name", () => {
    const { pending, approved } = playerSections(club);
    expect([...pending, ...approved].map((p) => p.id)).toEqual([4, 2, 5, 3, 1]);
  });

  it("gives the same order whatever order the server sent", () => {
    const { pending, approved } = playerSections([...club].reverse());
    expect([...pending, ...approved].map((p) => p.id)).toEqual([4, 2, 5, 3, 1]);
  });
});

describe("matchesSearch", () => {
  it.each([
    ["", true],
    ["  ", true],
    ["jose", true],
    ["ÁLVAREZ", true],
    ["jose alv", true],
    ["mail.com", true],
    ["jose luis", false],
    ["vega", false],
  ])("José Álvarez, jose@mail.com matches %j: %s", (query, expected) => {
    expect(matchesSearch({ name: "José Álvarez", email: "jose@mail.com" }, query)).toBe(expected);
  });

  it("searches a player without email by name", () => {
    expect(matchesSearch({ name: "Ana", email: null }, "ana")).toBe(true);
  });
});

describe("playerSections with a search", () => {
  it("filters both sections with the same search", () => {
    const { pending, approved } = playerSections(club, "alv");
    expect(pending.map((p) => p.id)).toEqual([2]);
    expect(approved.map((p) => p.id)).toEqual([5]);
  });

  it("folds accents and case", () => {
    expect(fold("Solís ÁLVAREZ")).toBe("solis alvarez");
  });
});
