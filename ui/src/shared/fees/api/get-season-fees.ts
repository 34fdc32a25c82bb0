import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { SeasonFees } from "@/lib/wire";
import { feeKeys } from "./keys";

/** A season's fees; the server's current season for "current". */
export const getSeasonFees = (season: number | "current") =>
  api.get<SeasonFees>(season === "current" ? "/api/admin/fees" : `/api/admin/fees?season=${season}`);

/** Query options for `getSeasonFees`. */
export const getSeasonFeesOptions = (season: number | "current") =>
  queryOptions({ queryKey: feeKeys.season(season), queryFn: () => getSeasonFees(season) });

/** A season's fees: its fee, its players with what each paid and when, and the totals; asked only when `enabled`. */
export function useSeasonFees(season: number | "current", enabled = true) {
  return useQuery({ ...getSeasonFeesOptions(season), enabled });
}
