/**
 * A match's two sides (docs/rules.md#doubles): in singles a side is a player; in doubles a
 * team of two, whose name stands in `player1Name` or `player2Name` ("Ana Mora / Luis Rojas")
 * and whose players are `team1` or `team2`. A doubles match has no player ids and names its
 * winner by side (`winnerTeam`); a singles match has no team fields at all.
 */

/** Side 1 or side 2 of a match. */
export type Side = 1 | 2;

/** What says who plays on each side of a tournament or league match. */
export interface Sided {
  player1Id: number | null;
  player2Id: number | null;
  /** Doubles only: the teams, null while unknown. */
  team1?: readonly number[] | null;
  team2?: readonly number[] | null;
}

/** A match whose result names a winner: by id in singles and the league, by side in doubles. */
export interface SidedResult extends Sided {
  winnerId: number | null;
  winnerTeam?: number | null;
}

/** Whether `match` is a doubles match (its teams' fields are there, even while unknown). */
export function isDoubles(match: Sided): boolean {
  return match.team1 !== undefined || match.team2 !== undefined;
}

/** The side `playerId` plays on, partners included; null when they do not play in it. */
export function sideOf(match: Sided, playerId: number | null): Side | null {
  if (playerId === null) return null;
  if (match.player1Id === playerId || match.team1?.includes(playerId)) return 1;
  if (match.player2Id === playerId || match.team2?.includes(playerId)) return 2;
  return null;
}

/** The side that won, or null without a winner (or for a league draw). */
export function winnerSide(match: SidedResult): Side | null {
  const team = match.winnerTeam ?? null;
  if (team === 1 || team === 2) return team;
  return sideOf(match, match.winnerId);
}

/**
 * What a result or a dispute's version sends for the winner on `side`: `winnerTeam` in
 * doubles, the player's `winnerId` in singles; null when that side's player is unknown.
 */
export function winnerField(match: Sided, side: Side): { winnerId: number } | { winnerTeam: Side } | null {
  if (isDoubles(match)) return { winnerTeam: side };
  const id = side === 1 ? match.player1Id : match.player2Id;
  return id === null ? null : { winnerId: id };
}

/** The id a side's link goes to: its player's page in singles; none for a doubles team. */
export function sideLinkId(match: Sided, side: Side): number | null {
  if (isDoubles(match)) return null;
  return side === 1 ? match.player1Id : match.player2Id;
}

/** Whether both sides of `match` are known: its two players, or its two teams. */
export function sidesKnown(match: Sided): boolean {
  if (isDoubles(match)) return Boolean(match.team1) && Boolean(match.team2);
  return match.player1Id !== null && match.player2Id !== null;
}

/**
 * The key a side goes by in a tournament's players list and seeds: its player, or its team's
 * first player (docs/api.md, "Doubles"); null while unknown.
 */
export function sideKey(match: Sided, side: Side): number | null {
  const team = side === 1 ? match.team1 : match.team2;
  if (team) return team[0] ?? null;
  return side === 1 ? match.player1Id : match.player2Id;
}
