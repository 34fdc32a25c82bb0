/**
 * Query keys of the member's own calls (docs/api.md#members). Everything under `all` is the
 * member's alone: signing in or out drops it whole.
 */
export const memberKeys = {
  all: ["me"] as const,
  me: () => [...memberKeys.all, "profile"] as const,
  overview: () => [...memberKeys.all, "overview"] as const,
  sessions: () => [...memberKeys.all, "sessions"] as const,
};
