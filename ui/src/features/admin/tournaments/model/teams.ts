/**
 * The teams of a doubles draw as the admin pairs them (docs/rules.md#doubles): two players a
 * team, in the order picked (the team's name keeps it, "Ana Mora / Luis Rojas"), nobody in
 * two teams. A team is known in the draw's positions by its first player, as a doubles
 * match names its sides.
 */
import type { Player } from "@/lib/wire";

/** A team: its two players' ids in the order picked. */
export type Team = readonly [number, number];

/** The pairing in progress: the teams made, and the player waiting for a partner. */
export interface Pairing {
  teams: readonly Team[];
  waiting: number | null;
}

/**
 * Picks a player: the first of two waits for a partner; the second makes the team with them.
 * Picking the waiting player again lets them go; a player already in a team is not taken.
 */
export function pick(pairing: Pairing, id: number): Pairing {
  if (pairing.waiting === id) return { ...pairing, waiting: null };
  if (pairing.teams.some((team) => team.includes(id))) return pairing;
  if (pairing.waiting === null) return { ...pairing, waiting: id };
  return { teams: [...pairing.teams, [pairing.waiting, id]], waiting: null };
}

/** The teams without team `index`: its players are free to pair again. */
export function removeTeam(teams: readonly Team[], index: number): Team[] {
  return teams.filter((_, i) => i !== index);
}

/** Everyone already taken: the teams' players and the one waiting for a partner. */
export function takenPlayers(pairing: Pairing): Set<number> {
  const taken = new Set(pairing.teams.flat());
  if (pairing.waiting !== null) taken.add(pairing.waiting);
  return taken;
}

/** A team's name, as the server names it: "Ana Mora / Luis Rojas". */
export function teamName(team: Team, byId: ReadonlyMap<number, Player>): string {
  return team.map((id) => byId.get(id)?.name ?? `#${id}`).join(" / ");
}

/** An entrant of a draw as the manual bracket lists it: a player, or a team under its key. */
export interface Entrant {
  id: number;
  name: string;
  totalPoints: number;
}

/**
 * The teams as the draw's entrants: each under its first player's id, with its name and its
 * partners' summed points (its seeding), strongest first, as the manual bracket lists players.
 */
export function teamEntrants(teams: readonly Team[], byId: ReadonlyMap<number, Player>): Entrant[] {
  return teams
    .map((team) => ({
      id: team[0],
      name: teamName(team, byId),
      totalPoints: team.reduce((sum, id) => sum + (byId.get(id)?.totalPoints ?? 0), 0),
    }))
    .sort((a, b) => b.totalPoints - a.totalPoints);
}

/** The entrants' keys: each team's first player. */
export function teamKeys(teams: readonly Team[]): number[] {
  return teams.map((team) => team[0]);
}

/** The wire form of a doubles bracket: position (as a string) to the team placed there. */
export function teamPositions(
  positions: Readonly<Record<string, number>>,
  teams: readonly Team[],
): Record<string, number[]> {
  const byKey = new Map(teams.map((team) => [team[0], team]));
  const out: Record<string, number[]> = {};
  for (const [position, key] of Object.entries(positions)) {
    const team = byKey.get(key);
    if (team) out[position] = [...team];
  }
  return out;
}
