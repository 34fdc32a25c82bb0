import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Player } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { invitationKeys } from "./keys";

/** Deletes a pending registration. */
export const rejectPlayer = (id: number) => api.post(`/api/players/${id}/reject`);

/** Rejects a registration: it leaves the player list and its link's signup count. */
export function useRejectPlayer(onSuccess: () => void) {
  const t = useT();
  return useActionMutation<Pick<Player, "id" | "name">>({
    mutationFn: ({ id }) => rejectPlayer(id),
    invalidates: () => [playerKeys.all, invitationKeys.all],
    success: (_, { name }) => ({
      title: t("adminPlayers.rejected"),
      description: t("adminPlayers.rejectedBody", { name }),
    }),
    failure: { title: t("adminPlayers.rejectFailed"), serverFirst: true },
    onSuccess,
  });
}
