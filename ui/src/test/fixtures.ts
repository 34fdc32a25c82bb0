import type { LeagueMatch, Match, Player, Tournament } from "@/lib/wire";
/**
 * Sample objects as the API sends them, for tests: each builder gives a
 * plausible default that a test changes with `overrides`, naming only what it
 * is about.
 */

/** A hybrid draft of 8 players, "Grand Slam {id}"; the registered count follows the player count. */
export function aTournament(overrides: Partial<Tournament> = {}): Tournament {
  const id = overrides.id ?? 1;
  const playerCount = overrides.playerCount ?? 8;
  return {
    id,
    name: `Grand Slam ${id}`,
    status: "draft",
    startDate: "2026-11-02",
    playerCount,
    registeredCount: playerCount,
    tournamentType: "hybrid",
    buyIn: 0,
    bagPrice: 0,
    championId: null,
    championName: null,
    finalWaiting: null,
    hasResults: false,
    matchesGenerated: false,
    weeks: 4,
    finals: false,
    discipline: "singles",
    season: Number((overrides.startDate ?? "2026-11-02").slice(0, 4)),
    ...overrides,
  };
}

/** A pending week-1 match of group 1 of tournament 1, Ana Mora (3) against Luis Vega (8). */
export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 1,
    tournamentId: 1,
    groupId: 1,
    stage: "group",
    round: 1,
    week: 1,
    slot: 0,
    player1Id: 3,
    player2Id: 8,
    player1Name: "Ana Mora",
    player2Name: "Luis Vega",
    player1Label: null,
    player2Label: null,
    winnerId: null,
    status: "pending",
    score: null,
    scoreForWinner: null,
    outcome: null,
    sets: [],
    walkover: false,
    retired: false,
    isBye: false,
    playable: true,
    player1Sets: null,
    player2Sets: null,
    player1Games: null,
    player2Games: null,
    nextMatchId: null,
    nextSlot: null,
    deadline: "2026-11-08",
    rescheduleUntil: "2026-11-11",
    timing: "this_week",
    date: null,
    time: null,
    cancha: null,
    ...overrides,
  };
}

/**
 * A doubles match as the server sends it: teams [11, 12] and [13, 14] with their long names,
 * no player ids, the winner by side (none yet).
 */
export function aTeamMatch(overrides: Partial<Match> = {}): Match {
  return aMatch({
    player1Id: null,
    player2Id: null,
    player1Name: "María José Quesada Villalobos / Andrés Felipe Solís Céspedes",
    player2Name: "Ana Lucía Mora Jiménez / José Pablo Rojas Quesada",
    team1: [11, 12],
    team2: [13, 14],
    winnerId: null,
    winnerTeam: null,
    ...overrides,
  });
}

/** An approved right-handed player, "Player {id}", with no points and no matches yet. */
export function aPlayer(overrides: Partial<Player> = {}): Player {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Player ${id}`,
    avatar: null,
    bestHand: "right",
    status: "approved",
    totalPoints: 0,
    matchesPlayed: 0,
    matchesWon: 0,
    matchesLost: 0,
    createdAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

/** A pending league match 7 on 2026-11-20, Ana Mora (3) against Luis Vega (8), no time or court. */
export function aLeagueMatch(overrides: Partial<LeagueMatch> = {}): LeagueMatch {
  return {
    id: 7,
    player1Id: 3,
    player2Id: 8,
    player1Name: "Ana Mora",
    player2Name: "Luis Vega",
    date: "2026-11-20",
    time: null,
    cancha: null,
    status: "pending",
    score: null,
    scoreForWinner: null,
    setsPlayed: null,
    player1SetsWon: null,
    player2SetsWon: null,
    winnerId: null,
    setScores: [],
    ...overrides,
  };
}
