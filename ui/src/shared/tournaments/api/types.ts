/** Wire types of the tournament calls (docs/api.md, "Tournaments"). */

/** Lifecycle of a tournament. */
export type TournamentStatus = "draft" | "coming_soon" | "active" | "completed";
/** Groups then knockout, or a straight knockout draw. */
export type TournamentType = "hybrid" | "single_elimination";

/** A tournament as the list and the detail return it. */
export interface Tournament {
  id: number;
  name: string;
  status: TournamentStatus | (string & {});
  startDate: string;
  playerCount: number;
  registeredCount: number;
  tournamentType: TournamentType;
  buyIn: number;
  bagPrice: number;
  championId: number | null;
  championName: string | null;
  hasResults: boolean;
  matchesGenerated: boolean;
  /**
   * How many weeks it runs, as the server computes it: 4 for a hybrid, one round a
   * week for a single elimination (a draw of more than 16 runs 5 or 6).
   */
  weeks: number;
  /** Only in the detail, not in the list. */
  selectedPlayerIds?: number[];
}

/** A player entered in a tournament. */
export interface TournamentPlayer {
  id: number;
  playerId: number;
  name: string;
  avatar: string | null;
  seed: number | null;
  seedShown: boolean;
  groupId: number | null;
  points: number;
  tournamentPoints: number;
  email?: string | null;
}

/** A round-robin group. */
export interface Group {
  id: number;
  name: string;
  isFinal: boolean;
  matchesPlayed: number;
  matchesTotal: number;
}

/** What put a player ahead of the next one in a group table. */
export type TiebreakCriterion = "points" | "setPct" | "gamePct" | "wins" | "name";

/** One line of a group table, in standings order. */
export interface GroupPlayer {
  playerId: number;
  groupId: number;
  name: string;
  avatar: string | null;
  position: number;
  qualified: boolean;
  points: number;
  wins: number;
  losses: number;
  matches: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  setWinPct: number;
  gameWinPct: number;
  decidedBy: TiebreakCriterion | null;
  /** The players level on points with this one, this one included. */
  tiedWith?: number[];
}

/** Stage of a match. */
export type MatchStage =
  | "group"
  | "round_of_qualification"
  | "round_of_64"
  | "round_of_32"
  | "round_of_16"
  | "quarterfinal"
  | "semifinal"
  | "final";

/** One set of a match as played, from player 1's side. */
export interface MatchSet {
  player1: number;
  player2: number;
  /**
   * In a 7-6 set, the set loser's tiebreak points (7-6(5) gives 5); else null. A match
   * tiebreak played in place of the third set is a set of its own points (10-8).
   */
  tiebreak: number | null;
}

/** A scheduled, pending or played match of a tournament. */
export interface Match {
  id: number;
  tournamentId: number;
  groupId: number | null;
  stage: MatchStage;
  round: number;
  week: number;
  slot: number;
  player1Id: number | null;
  player2Id: number | null;
  player1Name: string | null;
  player2Name: string | null;
  player1Label: string | null;
  player2Label: string | null;
  winnerId: number | null;
  status: "scheduled" | "pending" | "completed";
  /** From player 1's side, as stored. */
  score: string | null;
  /**
   * The score from the winner's side, as lists print it: "6-4, 6-2", "6-7(5), 6-4",
   * "W/O", "6-4, 2-1 ret."; null without a score.
   */
  scoreForWinner: string | null;
  /** The sets as played, from player 1's side; empty without a score and for a walkover. */
  sets: MatchSet[];
  walkover: boolean;
  /** A player retired during the match (the score says how far it went). */
  retired: boolean;
  isBye: boolean;
  playable: boolean;
  player1Sets: number | null;
  player2Sets: number | null;
  player1Games: number | null;
  player2Games: number | null;
  nextMatchId: number | null;
  nextSlot: 1 | 2 | null;
}

/** State of one stage in the Progress modal. */
export type StageState = "complete" | "active" | "pending";

/** How far a tournament has come. */
export interface Progress {
  overall: number;
  stages: { key: string; name: string; percent: number; state: StageState }[];
}
