import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { MemberSessionEntry } from "@/lib/wire";
import { memberKeys } from "@/shared/members/api/keys";

/** The member's live sessions, the most recently used first; `current` marks this browser's. */
export const getSessions = () => api.get<MemberSessionEntry[]>("/api/me/sessions");

/** Query options for `getSessions`. */
export const getSessionsOptions = () =>
  queryOptions({ queryKey: memberKeys.sessions(), queryFn: getSessions });

/** The member's sessions. */
export function useSessions() {
  return useQuery(getSessionsOptions());
}
