import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Tournament } from "@/lib/wire";
import { tournamentKeys } from "./keys";

/** Fetches the tournaments a visitor may see (drafts only for the admin). */
export const getTournaments = () => api.get<Tournament[]>("/api/tournaments");

/** Query options for `getTournaments`. */
export const getTournamentsOptions = () =>
  queryOptions({ queryKey: tournamentKeys.list(), queryFn: getTournaments });

/** The tournament list. */
export function useTournaments() {
  return useQuery(getTournamentsOptions());
}
