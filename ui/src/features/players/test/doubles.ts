import type { DoublesMatch, DoublesRecord, PastSeason, Profile, RankingEntry, Season } from "@/lib/wire";
import { aProfile, anEntry } from "./seasons";

/**
 * Doubles as the server sends it, with the club's long names of two surnames: María José
 * Quesada Villalobos (21) plays with Andrés Felipe Solís Céspedes (22); they met Ana Lucía
 * Montenegro Zúñiga (23) with José Ignacio Chaves Arrieta (24), and Sofía Elena Brenes
 * Alvarado (25) with Luis Diego Rojas Fernández (26).
 */
export const MARIA = "María José Quesada Villalobos";
export const ANDRES = "Andrés Felipe Solís Céspedes";
export const MONTENEGRO_CHAVES = "Ana Lucía Montenegro Zúñiga / José Ignacio Chaves Arrieta";
export const BRENES_ROJAS = "Sofía Elena Brenes Alvarado / Luis Diego Rojas Fernández";

/** A season's doubles ranking: each partner with the team's points, equal totals sharing a rank. */
export function doublesRanking(season: Season): RankingEntry[] {
  return [
    anEntry(21, 1, MARIA, 320, season),
    anEntry(22, 1, ANDRES, 320, season),
    anEntry(23, 3, "Ana Lucía Montenegro Zúñiga", 140, season),
    anEntry(24, 3, "José Ignacio Chaves Arrieta", 140, season),
  ];
}

/** One of María José's doubles matches, with Andrés Felipe, unless told. */
export function aDoublesMatch(overrides: Partial<DoublesMatch> = {}): DoublesMatch {
  return {
    date: "2026-05-17",
    partnerId: 22,
    partnerName: ANDRES,
    opponentTeam: [23, 24],
    opponentName: MONTENEGRO_CHAVES,
    result: "won",
    score: "6-4, 3-6, 10-8",
    outcome: null,
    tournamentId: 31,
    tournamentName: "Copa de Dobles Mayo",
    stage: "final",
    ...overrides,
  };
}

/** María José's doubles in a season: two matches, one won, one lost. */
export const mariaDoubles: DoublesRecord = {
  matchesPlayed: 2,
  matchesWon: 1,
  matchesLost: 1,
  winRate: 50,
  totalPoints: 320,
  recentMatches: [
    aDoublesMatch(),
    aDoublesMatch({
      date: "2026-05-10",
      opponentTeam: [25, 26],
      opponentName: BRENES_ROJAS,
      result: "lost",
      score: "4-6, 2-6",
      stage: "semifinal",
    }),
  ],
  titles: [],
};

/** María's all-time doubles: the May cup won with Andrés. */
export const mariaDoublesAllTime: DoublesRecord = {
  ...mariaDoubles,
  titles: [
    {
      tournamentId: 12,
      tournamentName: "Copa de Dobles Mayo",
      startDate: "2026-05-02",
      partnerId: 22,
      partnerName: ANDRES,
    },
  ],
};

/** A profile of a season with doubles, or without (`doubles` left out, as the server leaves it). */
export function aDoublesProfile(
  id: number,
  name: string,
  season: Season,
  doubles: DoublesRecord | null,
): Profile {
  const profile = aProfile(id, name, season, 5, 90);
  return doubles ? { ...profile, doubles } : profile;
}

/** A past season one of whose champions is a doubles team (no player of its own, the team's name), with its doubles top 10. */
export const seasonWithDoublesChampion: PastSeason = {
  season: "2025",
  top: [anEntry(21, 1, MARIA, 410, "2025")],
  doublesTop: [anEntry(21, 1, MARIA, 240, "2025"), anEntry(22, 1, ANDRES, 240, "2025")],
  champions: [
    {
      tournamentId: 30,
      tournamentName: "Copa de Dobles Octubre",
      startDate: "2025-10-04",
      finals: false,
      championId: null,
      championTeam: [21, 22],
      championName: `${MARIA} / ${ANDRES}`,
    },
    {
      tournamentId: 29,
      tournamentName: "Abierto Septiembre",
      startDate: "2025-09-06",
      finals: false,
      championId: 21,
      championName: MARIA,
    },
  ],
  finalsChampion: null,
  leagueMostSets: null,
};
