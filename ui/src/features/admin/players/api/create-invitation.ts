import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { CreatedInvitation } from "@/lib/wire";
import { invitationKeys } from "./keys";

/** Creates an invitation link, valid 7 days. */
export const createInvitation = () => api.post<CreatedInvitation>("/api/invitations");

/** Creates a link; the new one joins the list of live links. */
export function useCreateInvitation(onSuccess: (created: CreatedInvitation) => void) {
  const t = useT();
  return useActionMutation({
    mutationFn: createInvitation,
    invalidates: () => [invitationKeys.all],
    success: { title: t("adminPlayers.linkCreated"), description: t("adminPlayers.linkCreatedBody") },
    failure: { title: t("adminPlayers.inviteFailed"), description: t("adminPlayers.inviteFailedBody") },
    onSuccess,
  });
}
