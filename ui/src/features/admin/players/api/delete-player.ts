import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Player } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { invitationKeys } from "./keys";

/** Deletes a player who never played (the server answers 409 otherwise). */
export const deletePlayer = (id: number) => api.delete(`/api/players/${id}`);

/**
 * Deletes a player. Only a player outside every tournament and league match can go, so the
 * player lists and rankings change, and a link's signup count when they came through one.
 */
export function useDeletePlayer(onSuccess: () => void) {
  const t = useT();
  return useActionMutation<Pick<Player, "id" | "name">>({
    mutationFn: ({ id }) => deletePlayer(id),
    invalidates: () => [playerKeys.all, invitationKeys.all],
    success: (_, { name }) => ({
      title: t("adminPlayers.deleted"),
      description: t("adminPlayers.deletedBody", { name }),
    }),
    failure: {
      title: t("adminPlayers.deleteFailed"),
      description: t("adminPlayers.somethingWrong"),
      serverFirst: true,
    },
    onSuccess,
  });
}
