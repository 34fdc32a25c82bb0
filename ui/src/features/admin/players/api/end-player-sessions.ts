import { api } from "@/lib/api";
import { usePlural, useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { MemberSessionsEnded } from "@/lib/wire";

/** The player whose sessions end. */
export interface EndSessionsInput {
  id: number;
  name: string;
}

/**
 * Ends every member session of one player, on every device (a lost phone); their unused
 * sign-in link keeps working, and admin sessions and league unlocks are not touched.
 */
export const endPlayerSessions = ({ id }: EndSessionsInput) =>
  api.post<MemberSessionsEnded>(`/api/admin/players/${id}/sessions/end`);

/** Ends a player's sessions; nothing the console shows changes. */
export function useEndPlayerSessions(onSuccess: () => void) {
  const t = useT();
  const plural = usePlural();
  return useActionMutation<EndSessionsInput, MemberSessionsEnded>({
    mutationFn: endPlayerSessions,
    invalidates: () => [],
    success: ({ ended }, { name }) => ({
      title: t("memberAdmin.sessionsEnded"),
      description: plural(ended, "memberAdmin.sessionsEndedBody", { name }),
    }),
    failure: { title: t("memberAdmin.endSessionsFailed"), serverFirst: true },
    onSuccess,
  });
}
