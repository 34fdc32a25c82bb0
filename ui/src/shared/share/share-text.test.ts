import { describe, expect, it } from "vitest";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
import { makeFormat } from "@/lib/i18n/format";
import { aLeagueMatch, aMatch } from "@/test/fixtures";
import { leagueMatchMessage, tournamentMatchMessage, tournamentMessage, whatsAppLink } from "./share-text";

const in_ = (locale: Locale) => (key: MessageKey, params?: MessageParams) => translate(key, params, locale);
const ORIGIN = "https://club.example";
const COPA = { id: 4, name: "Copa Pura Vida" };

describe("tournamentMatchMessage", () => {
  it("tells a played match from the winner's side, with stage, tournament and the page", () => {
    const match = aMatch({
      stage: "quarterfinal",
      status: "completed",
      winnerId: 8,
      scoreForWinner: "6-3 7-6(4)",
    });
    expect(tournamentMatchMessage(match, COPA, in_("en"), ORIGIN)).toEqual({
      text: "Luis Vega beat Ana Mora 6-3 7-6(4) · Quarterfinals · Copa Pura Vida",
      url: "https://club.example/tournament/4",
    });
    expect(tournamentMatchMessage(match, COPA, in_("es"), ORIGIN)?.text).toBe(
      "Luis Vega le ganó a Ana Mora 6-3 7-6(4) · Cuartos de final · Copa Pura Vida",
    );
  });

  it("names a walkover as such, and a match to come as a pairing", () => {
    const walkover = aMatch({ status: "completed", winnerId: 3, outcome: "walkover", walkover: true });
    expect(tournamentMatchMessage(walkover, COPA, in_("en"), ORIGIN)?.text).toBe(
      "Ana Mora beat Luis Vega W/O · Group Stage · Copa Pura Vida",
    );
    expect(tournamentMatchMessage(aMatch(), COPA, in_("es"), ORIGIN)?.text).toBe(
      "Ana Mora vs. Luis Vega · Fase de grupos · Copa Pura Vida",
    );
  });

  it("has nothing to share while a side is unknown", () => {
    const open = aMatch({ stage: "final", player2Id: null, player2Name: null });
    expect(tournamentMatchMessage(open, COPA, in_("en"), ORIGIN)).toBeNull();
  });
});

describe("leagueMatchMessage", () => {
  const formatIn = (locale: Locale) => makeFormat(locale, (key) => translate(key, undefined, locale));

  it("tells a challenge, played, drawn or to come, and points at the league", () => {
    const played = aLeagueMatch({ status: "completed", winnerId: 3, scoreForWinner: "6-4 6-2" });
    expect(leagueMatchMessage(played, in_("en"), formatIn("en"), ORIGIN)).toEqual({
      text: "Ana Mora beat Luis Vega 6-4 6-2 · 20/11/2026 · Challenge League",
      url: "https://club.example/league",
    });
    const drawn = aLeagueMatch({ status: "completed", winnerId: null, scoreForWinner: "6-4 4-6" });
    expect(leagueMatchMessage(drawn, in_("es"), formatIn("es"), ORIGIN).text).toMatch(
      /^Ana Mora y Luis Vega empataron 6-4 4-6 · /,
    );
    expect(leagueMatchMessage(aLeagueMatch(), in_("en"), formatIn("en"), ORIGIN).text).toBe(
      "Ana Mora vs Luis Vega · 20/11/2026 · Challenge League",
    );
  });

  it("names the date, the hour and the court of a challenge, in the reader's language", () => {
    const booked = aLeagueMatch({ date: "2026-11-28", time: "18:30", cancha: 3 });
    expect(leagueMatchMessage(booked, in_("en"), formatIn("en"), ORIGIN).text).toBe(
      "Ana Mora vs Luis Vega · 28/11/2026 · 18:30 · Court 3 · Challenge League",
    );
    expect(leagueMatchMessage(booked, in_("es"), formatIn("es"), ORIGIN).text).toBe(
      "Ana Mora vs. Luis Vega · 28/11/2026 · 18:30 · Cancha 3 · Liga de retos",
    );
    const link = whatsAppLink(leagueMatchMessage(booked, in_("es"), formatIn("es"), ORIGIN));
    expect(decodeURIComponent(link.slice("https://wa.me/?text=".length))).toBe(
      "Ana Mora vs. Luis Vega · 28/11/2026 · 18:30 · Cancha 3 · Liga de retos\nhttps://club.example/league",
    );
  });
});

describe("whatsAppLink", () => {
  it("types the text and the address into a wa.me link, encoded", () => {
    const message = tournamentMessage(COPA, in_("es"), ORIGIN);
    expect(message.text).toBe("Copa Pura Vida: cuadro, calendario y resultados");
    const link = whatsAppLink(message);
    expect(link.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(link.slice("https://wa.me/?text=".length))).toBe(
      "Copa Pura Vida: cuadro, calendario y resultados\nhttps://club.example/tournament/4",
    );
  });
});
