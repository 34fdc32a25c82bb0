import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { TournamentPlayer } from "@/lib/wire";
import { NO_SEEDS, seedsOf, type Seeds } from "../model/seeds";
import { tournamentKeys } from "./keys";

/** Fetches the players of a tournament, by tournament points. */
export const getTournamentPlayers = (id: number) =>
  api.get<TournamentPlayer[]>(`/api/tournaments/${id}/players`);

/** Query options for `getTournamentPlayers`. */
export const getTournamentPlayersOptions = (id: number) =>
  queryOptions({ queryKey: tournamentKeys.players(id), queryFn: () => getTournamentPlayers(id) });

/** Fetches the players of a tournament, by tournament points. */
export function useTournamentPlayers(id: number) {
  return useQuery(getTournamentPlayersOptions(id));
}

/**
 * The seeds a tournament's Players tab shows, by player id, from the same query: empty while
 * it loads or when it fails (the names show without them).
 */
export function useSeeds(id: number): Seeds {
  return useQuery({ ...getTournamentPlayersOptions(id), select: seedsOf }).data ?? NO_SEEDS;
}
