/** Sample data for the Tournaments tab's tests. */
import type { FormatOption, Group, GroupPlayer, Player, Tournament } from "@/lib/wire";
import { aPlayer, aTournament } from "@/test/fixtures";

/** An approved player; the id sets the points so players rank 1, 2, 3, ... by id. */
export function makePlayer(id: number, extra: Partial<Player> = {}): Player {
  return aPlayer({ id, totalPoints: 1000 - id, ...extra });
}

/** Players 1..n. */
export function makePlayers(n: number): Player[] {
  return Array.from({ length: n }, (_, i) => makePlayer(i + 1));
}

/** A tournament; the detail's `selectedPlayerIds` are 1..playerCount unless given. */
export function makeTournament(id: number, extra: Partial<Tournament> = {}): Tournament {
  const playerCount = extra.playerCount ?? 8;
  return aTournament({
    id,
    selectedPlayerIds: Array.from({ length: playerCount }, (_, i) => i + 1),
    ...extra,
  });
}

/** A group of a hybrid tournament. */
export function makeGroup(id: number, letter: string, extra: Partial<Group> = {}): Group {
  return { id, name: `Group ${letter}`, letter, isFinal: false, matchesPlayed: 3, matchesTotal: 6, ...extra };
}

/** A line of a group table. */
export function makeLine(
  playerId: number,
  groupId: number,
  position: number,
  extra: Partial<GroupPlayer> = {},
) {
  const line: GroupPlayer = {
    playerId,
    groupId,
    name: `Player ${playerId}`,
    avatar: null,
    position,
    qualified: false,
    points: 0,
    wins: 0,
    losses: 0,
    matches: 0,
    setsWon: 0,
    setsLost: 0,
    gamesWon: 0,
    gamesLost: 0,
    setWinPct: 0,
    gameWinPct: 0,
    decidedBy: null,
    tiedWith: [],
    ...extra,
  };
  return line;
}

/** GET /api/tournaments/formats as the server answers it: 8 to 20 players in groups of 4, or a 2 to 64 draw. */
export const FORMATS: FormatOption[] = [
  { tournamentType: "hybrid", sizes: [8, 12, 16, 20].map((playerCount) => ({ playerCount, weeks: 4 })) },
  {
    tournamentType: "single_elimination",
    sizes: Array.from({ length: 63 }, (_, i) => ({
      playerCount: i + 2,
      weeks: Math.ceil(Math.log2(i + 2)),
    })),
  },
];
