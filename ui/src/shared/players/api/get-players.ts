import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Player } from "@/lib/wire";
import { playerKeys } from "./keys";

/**
 * Fetches the club's players: the approved ones for everybody; for the admin also the
 * pending registrations (first), with email and date of birth.
 */
export const getPlayers = () => api.get<Player[]>("/api/players");

/** Query options for `getPlayers`. */
export const getPlayersOptions = () => queryOptions({ queryKey: playerKeys.list(), queryFn: getPlayers });

/** The club's players. */
export function usePlayers() {
  return useQuery(getPlayersOptions());
}
