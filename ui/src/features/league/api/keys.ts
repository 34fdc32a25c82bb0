/** Query keys of the league calls. */
export const leagueKeys = {
  all: ["league"] as const,
  matches: () => [...leagueKeys.all, "matches"] as const,
};
