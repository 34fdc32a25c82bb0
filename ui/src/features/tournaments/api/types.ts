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
  score: string | null;
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
