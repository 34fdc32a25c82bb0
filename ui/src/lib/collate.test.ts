import { describe, expect, it } from "vitest";
import { compareNames } from "./collate";

describe("compareNames", () => {
  it("orders names as Spanish does: accents and case aside, ñ after n", () => {
    const names = ["Oviedo", "ñandú Mora", "Álvaro Solís", "Nuñez", "alba Ruiz", "Zúñiga", "Ana Mora"];
    expect([...names].sort(compareNames)).toEqual([
      "alba Ruiz",
      "Álvaro Solís",
      "Ana Mora",
      "Nuñez",
      "ñandú Mora",
      "Oviedo",
      "Zúñiga",
    ]);
  });

  it("is not the code-point order", () => {
    expect(["Ñandú", "Oviedo"].sort()).toEqual(["Oviedo", "Ñandú"]);
    expect(["Ñandú", "Oviedo"].sort(compareNames)).toEqual(["Ñandú", "Oviedo"]);
  });
});
