import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Invitation } from "@/lib/wire";
import { invitationKeys } from "./keys";

/** Revokes a live link: nobody can sign up with it any more. */
export const revokeInvitation = (id: number) => api.delete(`/api/invitations/${id}`);

/** Revokes a link; it leaves the list of live links. */
export function useRevokeInvitation() {
  const t = useT();
  return useActionMutation<Pick<Invitation, "id" | "hint">>({
    mutationFn: ({ id }) => revokeInvitation(id),
    invalidates: () => [invitationKeys.all],
    success: { title: t("adminPlayers.revoked"), description: t("adminPlayers.revokedBody") },
    failure: {
      title: t("adminPlayers.revokeFailed"),
      description: t("adminPlayers.somethingWrong"),
      serverFirst: true,
    },
  });
}
