import type { QueryKey } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Player } from "@/lib/wire";
import { leagueKeys } from "@/shared/league/api/keys";
import { playerKeys } from "@/shared/players/api/keys";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import { isDuplicateName } from "../model/duplicate-name";
import { editReaches, type EditPlayerBody } from "../model/player-form";

/** What the Edit Player dialog sends: the player and only the fields that changed. */
export interface UpdatePlayerInput {
  id: number;
  body: EditPlayerBody;
}

/** Changes a player; a new total is stored as an adjustment (docs/rules.md#points). */
export const updatePlayer = ({ id, body }: UpdatePlayerInput) =>
  api.patch<Player>(`/api/players/${id}`, body);

/** The queries an edit changes: always the player lists, rankings and profiles; more as it reaches. */
export function updateInvalidates(body: EditPlayerBody): QueryKey[] {
  const reaches = editReaches(body);
  return [
    playerKeys.all,
    ...(reaches.tournaments ? [tournamentKeys.all] : []),
    ...(reaches.league ? [leagueKeys.all] : []),
  ];
}

/** Saves the Edit Player dialog. */
export function useUpdatePlayer(onSuccess: (player: Player) => void) {
  const t = useT();
  return useActionMutation<UpdatePlayerInput, Player>({
    mutationFn: updatePlayer,
    invalidates: (_, { body }) => updateInvalidates(body),
    success: (player) => ({
      title: t("adminPlayers.updated"),
      description: t("adminPlayers.updatedBody", { name: player.name }),
    }),
    failure: { title: t("adminPlayers.updateFailed"), serverFirst: true },
    shownByScreen: isDuplicateName,
    onSuccess,
  });
}
