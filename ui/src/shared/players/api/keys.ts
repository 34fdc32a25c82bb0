/** Query keys of the player calls. */
export const playerKeys = {
  all: ["players"] as const,
  list: () => [...playerKeys.all, "list"] as const,
  rankings: () => [...playerKeys.all, "rankings"] as const,
  profile: (id: number) => [...playerKeys.all, id, "profile"] as const,
};
