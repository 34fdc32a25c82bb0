import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { DrawPlan, TournamentType } from "@/lib/wire";
import { tournamentKeys } from "./keys";

/** Fetches the draw of a format and player count before anyone is placed in it. */
export const getDrawPlan = (type: TournamentType, playerCount: number) =>
  api.get<DrawPlan>(
    `/api/tournaments/draw-plan?tournamentType=${encodeURIComponent(type)}&playerCount=${playerCount}`,
  );

/** Query options for `getDrawPlan`: a plan follows from the rules alone, so it never goes stale. */
export const getDrawPlanOptions = (type: TournamentType, playerCount: number) =>
  queryOptions({
    queryKey: tournamentKeys.drawPlan(type, playerCount),
    queryFn: () => getDrawPlan(type, playerCount),
    staleTime: Infinity,
  });

/**
 * The draw plan of a format and player count (docs/rules.md#seeding): its positions, the
 * order automatic seeding fills them and the knockout. Not asked while `playerCount` is null.
 */
export function useDrawPlan(type: TournamentType, playerCount: number | null) {
  return useQuery({ ...getDrawPlanOptions(type, playerCount ?? 0), enabled: playerCount !== null });
}
