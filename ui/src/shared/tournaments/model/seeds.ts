import type { TournamentPlayer } from "@/lib/wire";

/**
 * A tournament's seeds by player id: the ones its Players tab shows (the server says which,
 * `seedShown`), so the bracket, the print and the display show the same seeds beside names.
 */
export type Seeds = ReadonlyMap<number, number>;

/** No seeds: while a tournament's players are loading, or for one that shows none. */
export const NO_SEEDS: Seeds = new Map();

/** The seeds shown of a tournament's players, by player id. */
export function seedsOf(players: readonly TournamentPlayer[] | undefined): Seeds {
  if (!players) return NO_SEEDS;
  return new Map(
    players.filter((player) => player.seedShown).map((player) => [player.playerId, player.seed]),
  );
}

/** The seed of a player, if shown; none for an unknown side. */
export function seedOf(seeds: Seeds, playerId: number | null | undefined): number | undefined {
  return playerId === null || playerId === undefined ? undefined : seeds.get(playerId);
}
