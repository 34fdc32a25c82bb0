import { describe, expect, it } from "vitest";
import { translate, type MessageKey, type MessageParams } from "@/lib/i18n";
import { finishLabel, recentMatchContext } from "./server-words";

const es = (key: MessageKey, params?: MessageParams) => translate(key, params, "es");

describe("the profile words the server sends in English", () => {
  it("names every finish of the points breakdown in Spanish", () => {
    const finishes = [
      "Champion",
      "Finalist",
      "Semifinalist",
      "Quarterfinalist",
      "Round of 16",
      "First rounds",
      "Qualified",
      "Participation",
    ];
    expect(finishes.map((label) => finishLabel(label, es))).toEqual([
      "Campeón",
      "Finalista",
      "Semifinalista",
      "Cuartofinalista",
      "Octavos de final",
      "Primeras rondas",
      "Clasificado",
      "Participación",
    ]);
    expect(finishLabel("Something new", es)).toBe("Something new");
  });

  it("says where a recent match was played", () => {
    expect(recentMatchContext({ kind: "league", context: "League" }, es)).toBe("Liga");
    expect(recentMatchContext({ kind: "tournament", context: "Abierto · Mayo · QF" }, es)).toBe(
      "Abierto · Mayo · CF",
    );
    expect(recentMatchContext({ kind: "tournament", context: "Copa Tica · GS" }, es)).toBe("Copa Tica · FG");
    expect(recentMatchContext({ kind: "tournament", context: "Copa Tica" }, es)).toBe("Copa Tica");
  });
});
