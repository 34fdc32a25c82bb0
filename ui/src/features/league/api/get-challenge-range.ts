import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ChallengeRange } from "@/lib/wire";
import { leagueKeys } from "@/shared/league/api/keys";

/** Fetches a player's challenge range; 404 for a player who is not ranked. */
export const getChallengeRange = (playerId: number) =>
  api.get<ChallengeRange>(`/api/league/range/${playerId}`);

/** Query options for `getChallengeRange`; under `leagueKeys.all`, so league writes refresh it. */
export const getChallengeRangeOptions = (playerId: number) =>
  queryOptions({
    queryKey: [...leagueKeys.all, "range", playerId] as const,
    queryFn: () => getChallengeRange(playerId),
  });

/** The challenge range of the chosen player 1; idle until one is chosen. */
export function useChallengeRange(playerId: number | null) {
  return useQuery({ ...getChallengeRangeOptions(playerId ?? 0), enabled: playerId !== null });
}
