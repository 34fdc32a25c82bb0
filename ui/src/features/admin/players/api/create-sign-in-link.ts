import { api } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { SignInLink } from "@/lib/wire";

/**
 * Makes a one-time sign-in link for an approved player, valid 7 days (docs/api.md#members);
 * their older unused link stops working. Shown only now: the server keeps its digest.
 */
export const createSignInLink = (playerId: number) =>
  api.post<SignInLink>(`/api/admin/players/${playerId}/sign-in-link`);

/** Makes a link; nothing any list shows changes. */
export function useCreateSignInLink(onSuccess: (link: SignInLink) => void) {
  const t = useT();
  return useActionMutation({
    mutationFn: createSignInLink,
    invalidates: () => [],
    failure: { title: t("memberAdmin.linkFailed"), serverFirst: true },
    onSuccess,
  });
}
