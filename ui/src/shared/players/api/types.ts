/** Wire types of the player calls (docs/api.md, "Players"). */

/** A club player as the public sees them (email and birth date only for the admin). */
export interface Player {
  id: number;
  name: string;
  avatar: string | null;
  bestHand: "right" | "left";
  status: "approved" | "pending";
  totalPoints: number;
  matchesPlayed: number;
  matchesWon: number;
  matchesLost: number;
  createdAt: string;
  email?: string | null;
  dateOfBirth?: string | null;
}

/** A line of the overall rankings. */
export interface RankingEntry {
  id: number;
  rank: number;
  name: string;
  avatar: string | null;
  totalPoints: number;
}

/** Where a player's total comes from (docs/rules.md#points). */
export interface PointsBreakdown {
  total: number;
  tournaments: {
    tournamentId: number;
    tournamentName: string;
    stage: string;
    label: string;
    points: number;
  }[];
  league: number;
  walkoverPenalty: number;
  adjustments: { amount: number; reason: string | null; createdAt: string }[];
}

/** A played match in a profile. */
export interface RecentMatch {
  kind: "tournament" | "league";
  date: string;
  opponentId: number;
  opponentName: string;
  /** How it ended for this player; a league match whose sets were shared is drawn. */
  result: "won" | "lost" | "drawn";
  /** From this player's side: their games first. */
  score: string | null;
  context: string | null;
}

/** A player's profile: the player, rank, win rate, points breakdown and recent matches. */
export interface Profile {
  player: Player;
  rank: number | null;
  winRate: number;
  breakdown: PointsBreakdown;
  recentMatches: RecentMatch[];
}
