import type { PastSeason, Profile, RankingEntry, Season, Seasons } from "@/lib/wire";

/** A line of a season's ranking, as GET /api/rankings?season= sends it. */
export function anEntry(
  id: number,
  rank: number,
  name: string,
  totalPoints: number,
  season: Season,
): RankingEntry {
  return { id, rank, name, avatar: null, totalPoints, season };
}

/** The 2025 season as GET /api/seasons sends it: a finals, three other champions, a league leader. */
export const season2025: PastSeason = {
  season: "2025",
  top: [
    anEntry(4, 1, "Luis Soto", 610, "2025"),
    anEntry(12, 2, "Ana Mora", 540, "2025"),
    anEntry(7, 3, "Eva Ruiz", 380, "2025"),
  ],
  champions: [
    {
      tournamentId: 3,
      tournamentName: "Copa Abril",
      startDate: "2025-04-05",
      finals: false,
      championId: 12,
      championName: "Ana Mora",
    },
    {
      tournamentId: 5,
      tournamentName: "Grand Slam Julio",
      startDate: "2025-07-12",
      finals: false,
      championId: 7,
      championName: "Eva Ruiz",
    },
    {
      tournamentId: 9,
      tournamentName: "Finales 2025",
      startDate: "2025-11-30",
      finals: true,
      championId: 4,
      championName: "Luis Soto",
    },
  ],
  finalsChampion: {
    tournamentId: 9,
    tournamentName: "Finales 2025",
    startDate: "2025-11-30",
    finals: true,
    championId: 4,
    championName: "Luis Soto",
  },
  leagueMostSets: { playerId: 7, name: "Eva Ruiz", setsWon: 42 },
};

/** The 2024 season: no finals were played and nobody played the league. */
export const season2024: PastSeason = {
  season: "2024",
  top: [anEntry(12, 1, "Ana Mora", 300, "2024")],
  champions: [
    {
      tournamentId: 1,
      tournamentName: "Copa Inaugural",
      startDate: "2024-09-07",
      finals: false,
      championId: 12,
      championName: "Ana Mora",
    },
  ],
  finalsChampion: null,
  leagueMostSets: null,
};

/** GET /api/seasons in 2026 with two past seasons, newest first. */
export const twoPastSeasons: Seasons = { current: "2026", seasons: [season2025, season2024] };

/** GET /api/seasons in a club's first season. */
export const noPastSeason: Seasons = { current: "2026", seasons: [] };

/** A profile as GET /api/players/{id}/profile?season= sends it, with a rank and total of that season. */
export function aProfile(id: number, name: string, season: Season, rank: number, total: number): Profile {
  return {
    player: {
      id,
      name,
      avatar: null,
      bestHand: "right",
      status: "approved",
      totalPoints: total,
      matchesPlayed: 4,
      matchesWon: 3,
      matchesLost: 1,
      createdAt: "2024-02-01T12:00:00Z",
    },
    rank,
    winRate: 75,
    breakdown: { total, tournaments: [], league: total, walkoverPenalty: 0, adjustments: [] },
    recentMatches: [],
    season,
  };
}
