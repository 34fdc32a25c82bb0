import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Invitation } from "@/lib/wire";
import { invitationKeys } from "./keys";

/** Fetches the live invitation links, newest first (admin only). */
export const getInvitations = () => api.get<Invitation[]>("/api/invitations");

/** Query options for `getInvitations`. */
export const getInvitationsOptions = () =>
  queryOptions({ queryKey: invitationKeys.list(), queryFn: getInvitations });

/** The live invitation links. */
export function useInvitations() {
  return useQuery(getInvitationsOptions());
}
