/** Query keys of the player calls. A season in a key is a year, "all", or "current". */
export const playerKeys = {
  all: ["players"] as const,
  list: () => [...playerKeys.all, "list"] as const,
  rankings: (season: string) => [...playerKeys.all, "rankings", season] as const,
  profile: (id: number, season: string) => [...playerKeys.all, id, "profile", season] as const,
  history: (id: number, kind: string, season: string) =>
    [...playerKeys.all, id, "history", kind, season] as const,
  rankingHistory: (id: number, season: string) => [...playerKeys.all, id, "ranking-history", season] as const,
  headToHead: (a: number, b: number) => [...playerKeys.all, a, "head-to-head", b] as const,
  // Under `all`: every write that changes points refreshes the archive too.
  seasons: () => [...playerKeys.all, "seasons"] as const,
};
