/** Query keys of the tournament calls, so invalidation can target one tournament or all. */
export const tournamentKeys = {
  all: ["tournaments"] as const,
  list: () => [...tournamentKeys.all, "list"] as const,
  thisWeek: () => [...tournamentKeys.all, "this-week"] as const,
  drawPlan: (type: string, playerCount: number) =>
    [...tournamentKeys.all, "draw-plan", type, playerCount] as const,
  detail: (id: number) => [...tournamentKeys.all, id, "detail"] as const,
  players: (id: number) => [...tournamentKeys.all, id, "players"] as const,
  matches: (id: number) => [...tournamentKeys.all, id, "matches"] as const,
  groups: (id: number) => [...tournamentKeys.all, id, "groups"] as const,
  groupPlayers: (id: number) => [...tournamentKeys.all, id, "group-players"] as const,
  progress: (id: number) => [...tournamentKeys.all, id, "progress"] as const,
  /** The admin's queue of disputed results and late walkovers. */
  disputes: () => [...tournamentKeys.all, "disputes"] as const,
  /** The audit trail of one match (the admin's), or of every match under `audit()`. */
  audit: (matchId?: number) =>
    matchId === undefined
      ? ([...tournamentKeys.all, "audit"] as const)
      : ([...tournamentKeys.all, "audit", matchId] as const),
};
