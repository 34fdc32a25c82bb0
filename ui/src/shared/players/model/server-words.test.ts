import { describe, expect, it } from "vitest";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
import type { Finish } from "@/lib/wire";
import { finishLabel, recentMatchContext } from "./server-words";

const in_ = (locale: Locale) => (key: MessageKey, params?: MessageParams) => translate(key, params, locale);
const en = in_("en");
const es = in_("es");

describe("the profile kinds the server sends", () => {
  const finishes: Finish[] = [
    "champion",
    "finalist",
    "semifinalist",
    "quarterfinalist",
    "round_of_16",
    "first_rounds",
    "qualified",
    "participation",
  ];

  it("names every finish of the points breakdown in both languages", () => {
    expect(finishes.map((finish) => finishLabel(finish, es))).toEqual([
      "Campeón",
      "Finalista",
      "Semifinalista",
      "Cuartofinalista",
      "Octavos de final",
      "Primeras rondas",
      "Clasificado",
      "Participación",
    ]);
    expect(finishes.map((finish) => finishLabel(finish, en))).toEqual([
      "Champion",
      "Finalist",
      "Semifinalist",
      "Quarterfinalist",
      "Round of 16",
      "First rounds",
      "Qualified",
      "Participation",
    ]);
  });

  it("says where a recent match was played", () => {
    const league = { kind: "league", tournamentName: null, stage: null } as const;
    expect(recentMatchContext(league, es)).toBe("Liga");
    expect(recentMatchContext(league, en)).toBe("League");
    const open = { kind: "tournament", tournamentName: "Abierto · Mayo", stage: "quarterfinal" } as const;
    expect(recentMatchContext(open, es)).toBe("Abierto · Mayo · CF");
    expect(recentMatchContext(open, en)).toBe("Abierto · Mayo · QF");
    expect(recentMatchContext({ kind: "tournament", tournamentName: "Copa Tica", stage: "group" }, es)).toBe(
      "Copa Tica · FG",
    );
    expect(recentMatchContext({ kind: "tournament", tournamentName: "Copa Tica", stage: null }, es)).toBe(
      "Copa Tica",
    );
  });
});
