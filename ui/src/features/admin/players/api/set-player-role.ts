import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Player, Role } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";

/** The player whose role changes, and the role they get. */
export interface SetRoleInput {
  id: number;
  name: string;
  role: Role;
}

/**
 * Makes an approved player an organizer, or a member again (docs/rules.md#committee): the
 * admin password's alone (403 `password_admin_only` to an organizer's console), and never a
 * pending registration (409 `player_pending`). Removing the role closes their console at once.
 */
export const setPlayerRole = ({ id, role }: SetRoleInput) =>
  api.put<Player>(`/api/admin/players/${id}/role`, { role });

/** Sets a player's role; the players list shows it. */
export function useSetPlayerRole(onSuccess: () => void) {
  const t = useT();
  return useActionMutation<SetRoleInput, Player>({
    mutationFn: setPlayerRole,
    // Only the admin's list carries roles.
    invalidates: () => [playerKeys.list()],
    success: (_, { name, role }) =>
      role === "organizer"
        ? { title: t("committee.made"), description: t("committee.madeBody", { name }) }
        : { title: t("committee.removed"), description: t("committee.removedBody", { name }) },
    failure: { title: t("committee.roleFailed"), serverFirst: true },
    onSuccess,
  });
}
