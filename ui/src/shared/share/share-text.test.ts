import { describe, expect, it } from "vitest";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
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
  it("tells a challenge, played, drawn or to come, and points at the league", () => {
    const played = aLeagueMatch({ status: "completed", winnerId: 3, scoreForWinner: "6-4 6-2" });
    expect(leagueMatchMessage(played, in_("en"), ORIGIN)).toEqual({
      text: "Ana Mora beat Luis Vega 6-4 6-2 · Challenge League",
      url: "https://club.example/league",
    });
    const drawn = aLeagueMatch({ status: "completed", winnerId: null, scoreForWinner: "6-4 4-6" });
    expect(leagueMatchMessage(drawn, in_("es"), ORIGIN).text).toMatch(
      /^Ana Mora y Luis Vega empataron 6-4 4-6 · /,
    );
    expect(leagueMatchMessage(aLeagueMatch(), in_("en"), ORIGIN).text).toBe(
      "Ana Mora vs Luis Vega · Challenge League",
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
