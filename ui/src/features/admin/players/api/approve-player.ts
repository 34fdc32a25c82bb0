import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Approval, Player } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { isDuplicateName } from "../model/duplicate-name";

/** What Approve sends: the registration, and whether a name another player has may pass. */
export interface ApproveInput extends Pick<Player, "id" | "name"> {
  allowDuplicateName?: boolean;
}

/**
 * Lets a pending registration into the club; `allowDuplicateName` approves it even when
 * another player goes by the name (else 409 `name_duplicate`, shown by the row).
 */
export const approvePlayer = (id: number, allowDuplicateName = false) => {
  const body: Approval | undefined = allowDuplicateName ? { allowDuplicateName } : undefined;
  return api.post<Player>(`/api/players/${id}/approve`, body);
};

/** Approves a registration: the player lists and the rankings change. */
export function useApprovePlayer() {
  const t = useT();
  return useActionMutation<ApproveInput, Player>({
    mutationFn: ({ id, allowDuplicateName }) => approvePlayer(id, allowDuplicateName),
    invalidates: () => [playerKeys.all],
    success: (player) => ({
      title: t("adminPlayers.approved"),
      description: t("adminPlayers.approvedBody", { name: player.name }),
    }),
    failure: { title: t("adminPlayers.approveFailed"), serverFirst: true },
    shownByScreen: isDuplicateName,
  });
}
