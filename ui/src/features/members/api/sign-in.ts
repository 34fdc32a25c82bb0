import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Locale } from "@/lib/i18n";
import type { Me, SignInBody } from "@/lib/wire";
import { memberKeys } from "@/shared/members/api/keys";

/** What signing in sends: the link's token, and the language of the page it was tapped on. */
export type SignIn = { token: string; language: Locale };

/**
 * Signs this browser in with the token of a one-time sign-in link (docs/api.md#members); the
 * server sets the member cookie and answers the member. Sent only when the member taps. The
 * page's `language` words the member's notices until they choose a language of their own.
 */
export const signIn = ({ token, language }: SignIn) =>
  api.post<Me>("/api/me/sign-in", { token, language } satisfies SignInBody);

/**
 * The sign-in mutation. Whatever this browser held of a member before is dropped, and the
 * member it answers is who the top bar and the member's page show from now on.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => {
      queryClient.removeQueries({ queryKey: memberKeys.all });
      queryClient.setQueryData(memberKeys.me(), me);
    },
  });
}
