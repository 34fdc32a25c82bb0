import { describe, expect, it } from "vitest";
import { translate, type MessageKey, type MessageParams } from "@/lib/i18n";
import type { WaitingResult } from "@/lib/wire";
import { aLeagueMatch, aMatch } from "@/test/fixtures";
import {
  disputeChoice,
  fromWinnerSide,
  leagueVersionSentence,
  reportSentence,
  versionSentence,
} from "./versions";

const t = (key: MessageKey, params?: MessageParams) => translate(key, params, "en");

const item = (overrides: Partial<WaitingResult>): WaitingResult => ({
  kind: "disputed",
  source: "tournament",
  reason: "Not so",
  match: aMatch({ status: "completed", winnerId: 3, score: "6-4, 6-2", scoreForWinner: "6-4, 6-2" }),
  leagueMatch: null,
  version: null,
  leagueVersion: null,
  reportedAt: "2026-11-10T18:00:00Z",
  ...overrides,
});

describe("fromWinnerSide", () => {
  it("turns the sets round when player 2 won, keeping tiebreaks and a retirement", () => {
    expect(fromWinnerSide("4-6, 6-7(5) ret.", true)).toEqual({ sets: "6-4, 7-6(5)", outcome: "retired" });
    expect(fromWinnerSide("6-4, 3-6, 10-8", false)).toEqual({ sets: "6-4, 3-6, 10-8", outcome: null });
    expect(fromWinnerSide("W/O", true)).toEqual({ sets: "", outcome: "walkover" });
  });
});

describe("version sentences", () => {
  const match = aMatch({ player1Name: "Ana Lucía Rojas Quesada", player2Name: "José Pablo Núñez Arias" });

  it("reads a tournament version from its winner's side", () => {
    expect(versionSentence(match, { winnerId: 8, score: "4-6, 6-3, 8-10" }, t)).toBe(
      "José Pablo Núñez Arias won 6-4, 3-6, 10-8",
    );
    expect(versionSentence(match, { winnerId: 3, score: "W/O" }, t)).toBe(
      "Ana Lucía Rojas Quesada won by walkover (W/O)",
    );
  });

  it("reads a walkover claim as the report when no result counts", () => {
    const claimed = aMatch({
      confirmation: {
        state: "claimed",
        reportedBy: 8,
        reportedAt: "2026-11-10T18:00:00Z",
        confirmBy: null,
        claim: { winnerId: 8, score: "W/O" },
      },
    });
    expect(reportSentence(claimed, t)).toBe("Luis Vega won by walkover (W/O)");
  });

  it("reads a league version, or a draw", () => {
    const league = aLeagueMatch({
      player1Id: 3,
      player1Name: "Ana Mora",
      player2Id: 8,
      player2Name: "Luis Vega",
    });
    const sets = (...games: [number, number][]) => ({
      setsPlayed: games.length,
      setScores: games.map(([player1Score, player2Score]) => ({ player1Score, player2Score, winner: 0 })),
    });
    expect(leagueVersionSentence(league, sets([3, 6], [6, 4], [2, 6]), t)).toBe(
      "Luis Vega won 6-3, 4-6, 6-2",
    );
    expect(leagueVersionSentence(league, sets([6, 4], [4, 6]), t)).toBe("Draw 6-4, 4-6");
  });
});

describe("disputeChoice", () => {
  it("accepts a version, withdraws a claim without one, and has nothing for a result without one", () => {
    expect(disputeChoice(item({ version: { winnerId: 8, score: "4-6, 4-6" } }))).toBe("version");
    expect(disputeChoice(item({}))).toBe("none");
    const claimed = aMatch({
      confirmation: {
        state: "disputed",
        reportedBy: 3,
        reportedAt: "2026-11-10T18:00:00Z",
        confirmBy: null,
        claim: { winnerId: 3, score: "W/O" },
      },
    });
    expect(disputeChoice(item({ match: claimed }))).toBe("withdraw");
    expect(
      disputeChoice(
        item({
          source: "league",
          match: null,
          leagueMatch: aLeagueMatch(),
          leagueVersion: { setsPlayed: 1, setScores: [{ player1Score: 6, player2Score: 2, winner: 1 }] },
        }),
      ),
    ).toBe("version");
  });
});
