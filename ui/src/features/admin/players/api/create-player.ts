import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Player } from "@/lib/wire";
import { playerKeys } from "@/shared/players/api/keys";
import { isDuplicateName } from "../model/duplicate-name";
import type { CreatePlayerBody } from "../model/player-form";

/**
 * Adds an approved player (the Add Player dialog); `allowDuplicateName` saves it even when
 * another player goes by the name (else 409 `name_duplicate`, shown by the dialog).
 */
export const createPlayer = (body: CreatePlayerBody) => api.post<Player>("/api/players", body);

/** Adds a player: the lists and rankings change; nothing else shows a new player yet. */
export function useCreatePlayer(onSuccess: (player: Player) => void) {
  const t = useT();
  return useActionMutation<CreatePlayerBody, Player>({
    mutationFn: createPlayer,
    invalidates: () => [playerKeys.all],
    success: (player) => ({
      title: t("adminPlayers.added"),
      description: t("adminPlayers.addedBody", { name: player.name }),
    }),
    failure: { title: t("adminPlayers.addFailed"), serverFirst: true },
    shownByScreen: isDuplicateName,
    onSuccess,
  });
}
