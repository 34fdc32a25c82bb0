import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { invitationKeys } from "./keys";
import type { Invitation } from "./types";

/** Fetches the live invitation links, newest first (admin only). */
export const getInvitations = () => api.get<Invitation[]>("/api/invitations");

/** Query options for `getInvitations`. */
export const getInvitationsOptions = () =>
  queryOptions({ queryKey: invitationKeys.list(), queryFn: getInvitations });

/** The live invitation links. */
export function useInvitations() {
  return useQuery(getInvitationsOptions());
}
