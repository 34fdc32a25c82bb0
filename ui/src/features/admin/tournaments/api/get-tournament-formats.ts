import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { FormatOption } from "@/lib/wire";

/** Fetches the formats, the player counts each allows and how long each runs (docs/rules.md#formats). */
export const getTournamentFormats = () => api.get<FormatOption[]>("/api/tournaments/formats");

/**
 * Query options for `getTournamentFormats`. The rules do not change while the app runs, so
 * the answer never goes stale; the key stays outside the tournaments' keys so that
 * tournament writes do not ask again.
 */
export const getTournamentFormatsOptions = () =>
  queryOptions({
    queryKey: ["tournament-formats"] as const,
    queryFn: getTournamentFormats,
    staleTime: Infinity,
  });

/** The formats with their allowed sizes, asked once. */
export function useTournamentFormats() {
  return useQuery(getTournamentFormatsOptions());
}
