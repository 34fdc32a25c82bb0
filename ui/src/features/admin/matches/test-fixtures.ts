import type { Match, Tournament } from "@/features/tournaments/api/types";

/** A pending group match of tournament 2 between Ana Mora (3) and Luis Vega (8), for tests. */
export function testMatch(id: number, extra: Partial<Match> = {}): Match {
  return {
    id,
    tournamentId: 2,
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
    isBye: false,
    playable: true,
    player1Sets: null,
    player2Sets: null,
    player1Games: null,
    player2Games: null,
    nextMatchId: null,
    nextSlot: null,
    ...extra,
  };
}

/** A tournament for tests. */
export function testTournament(
  id: number,
  name: string,
  status: Tournament["status"],
  startDate: string,
): Tournament {
  return {
    id,
    name,
    status,
    startDate,
    playerCount: 8,
    registeredCount: 8,
    tournamentType: "hybrid",
    buyIn: 0,
    bagPrice: 0,
    championId: null,
    championName: null,
    hasResults: true,
    matchesGenerated: true,
  };
}
