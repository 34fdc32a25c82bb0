import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { Approval, EligibilityWarning, Player } from "@/lib/wire";
import { getEligibility } from "@/shared/fees/api/get-eligibility";
import { warningsSentence } from "@/shared/fees/model/warning-lines";
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

/**
 * Approves, then asks what the admin is warned of about the new member in the current season
 * (level unconfirmed, fee unpaid: docs/rules.md#level-and-fee). The approval stands whatever
 * that answer: a failed check only leaves the warning out.
 */
async function approveAndCheck(
  id: number,
  allowDuplicateName?: boolean,
): Promise<Player & { warnings: EligibilityWarning[] }> {
  const player = await approvePlayer(id, allowDuplicateName);
  const warnings = await getEligibility([id], null).then(
    (found) => found.warnings,
    () => [],
  );
  return { ...player, warnings };
}

/** Approves a registration: the player lists and the rankings change. */
export function useApprovePlayer() {
  const t = useT();
  return useActionMutation<ApproveInput, Player & { warnings: EligibilityWarning[] }>({
    mutationFn: ({ id, allowDuplicateName }) => approveAndCheck(id, allowDuplicateName),
    invalidates: () => [playerKeys.all],
    success: (player) => ({
      title: t("adminPlayers.approved"),
      description: [
        t("adminPlayers.approvedBody", { name: player.name }),
        warningsSentence(player.warnings, t),
      ]
        .filter(Boolean)
        .join(" "),
    }),
    failure: { title: t("adminPlayers.approveFailed"), serverFirst: true },
    shownByScreen: isDuplicateName,
  });
}
