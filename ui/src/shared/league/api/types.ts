/** Wire types of the league calls (docs/api.md, "League"). */

/** One set of a league match, from player 1's side; winner 0 is a tied set. */
export interface LeagueSetScore {
  player1Score: number;
  player2Score: number;
  winner: 0 | 1 | 2;
}

/** A challenge match between two club players. */
export interface LeagueMatch {
  id: number;
  player1Id: number;
  player2Id: number;
  player1Name: string;
  player2Name: string;
  date: string;
  time: string | null;
  cancha: number | null;
  status: "pending" | "completed";
  /** From player 1's side. */
  score: string | null;
  /**
   * The score from the winner's side ("6-4, 6-2"); tied sets as they are. A drawn
   * match has no winner, and this is the score from player 1's side.
   */
  scoreForWinner: string | null;
  setsPlayed: number | null;
  player1SetsWon: number | null;
  player2SetsWon: number | null;
  winnerId: number | null;
  setScores: LeagueSetScore[];
}

/** The filters of the League tab's list (`player` and `status` of GET /api/league/matches); null for all. */
export interface LeagueMatchFilters {
  /** Matches where this player is player 1 or 2. */
  playerId: number | null;
  status: LeagueMatch["status"] | null;
}
