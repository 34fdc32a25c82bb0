import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { InvitationCheck } from "@/lib/wire";

/** Query keys of the invitation calls. */
export const invitationKeys = {
  check: (token: string) => ["invitations", token] as const,
};

/** Asks whether an invitation link is live; any failure means it is not (docs/api.md#invitations). */
export const checkInvitation = (token: string) =>
  api.get<InvitationCheck>(`/api/invitations/${encodeURIComponent(token)}`);

/** Query options for `checkInvitation`. */
export const checkInvitationOptions = (token: string) =>
  queryOptions({ queryKey: invitationKeys.check(token), queryFn: () => checkInvitation(token) });

/** The check of an invitation link. */
export function useInvitationCheck(token: string) {
  return useQuery(checkInvitationOptions(token));
}
