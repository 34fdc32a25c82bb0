import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Me } from "@/lib/wire";
import { memberKeys } from "@/shared/members/api/keys";

/**
 * Signs this browser in with the token of a one-time sign-in link (docs/api.md#members); the
 * server sets the member cookie and answers the member. Sent only when the member taps.
 */
export const signIn = (token: string) => api.post<Me>("/api/me/sign-in", { token });

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
