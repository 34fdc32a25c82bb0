import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, ApiError } from "@/lib/api";
import type { Me } from "@/lib/wire";
import { memberKeys } from "./keys";

/**
 * Whether a refusal of `/api/me` only says that this browser holds no member: no session
 * (401), or the admin's, who has no member page (403 `admin_not_member`).
 */
export function isNotMember(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || (error.status === 403 && error.code === "admin_not_member");
}

/** The signed-in member (also a pending signup), or null when this browser holds none. */
export async function getMe(): Promise<Me | null> {
  try {
    return await api.get<Me>("/api/me");
  } catch (error) {
    if (isNotMember(error)) return null;
    throw error;
  }
}

/**
 * Query options for `getMe`. Not signed in is an answer (null), not an error: nothing is
 * retried and no error shows for it.
 */
export const getMeOptions = () => queryOptions({ queryKey: memberKeys.me(), queryFn: getMe, retry: false });

/** Who this browser is signed in as: a member, a pending signup, or null. */
export function useMe() {
  return useQuery(getMeOptions());
}

/**
 * Asks again who this browser is when one of the member's calls was refused for want of a
 * member: the session ended elsewhere (signed out, ended from another phone or by the admin),
 * and the page then says so instead of an error.
 */
export function useRecheckMemberOn(error: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isNotMember(error)) void queryClient.invalidateQueries({ queryKey: memberKeys.me() });
  }, [error, queryClient]);
}
