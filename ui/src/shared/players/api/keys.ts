import type { Discipline } from "@/lib/wire";

/**
 * Query keys of the player calls. A season in a key is a year, "all", or "current". The
 * general (singles) ranking's key names no discipline; the doubles ranking's adds "doubles"
 * after its season.
 */
export const playerKeys = {
  all: ["players"] as const,
  list: () => [...playerKeys.all, "list"] as const,
  rankings: (season: string, discipline: Discipline = "singles") =>
    discipline === "singles"
      ? ([...playerKeys.all, "rankings", season] as const)
      : ([...playerKeys.all, "rankings", season, discipline] as const),
  profile: (id: number, season: string) => [...playerKeys.all, id, "profile", season] as const,
  history: (id: number, kind: string, season: string) =>
    [...playerKeys.all, id, "history", kind, season] as const,
  rankingHistory: (id: number, season: string) => [...playerKeys.all, id, "ranking-history", season] as const,
  headToHead: (a: number, b: number) => [...playerKeys.all, a, "head-to-head", b] as const,
  // Under `all`: every write that changes points refreshes the archive too.
  seasons: () => [...playerKeys.all, "seasons"] as const,
};
