import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Player } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";

/** Lets a pending registration into the club. */
export const approvePlayer = (id: number) => api.post<Player>(`/api/players/${id}/approve`);

/** Approves a registration: the player lists and the rankings change. */
export function useApprovePlayer() {
  const t = useT();
  return useActionMutation<Pick<Player, "id" | "name">, Player>({
    mutationFn: ({ id }) => approvePlayer(id),
    invalidates: () => [playerKeys.all],
    success: (player) => ({
      title: t("adminPlayers.approved"),
      description: t("adminPlayers.approvedBody", { name: player.name }),
    }),
    failure: { title: t("adminPlayers.approveFailed"), serverFirst: true },
  });
}
