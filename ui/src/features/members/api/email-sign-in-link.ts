import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { SignInLinkAccepted } from "@/lib/wire";

/**
 * Asks for a one-time sign-in link by email (docs/api.md#members). The server answers the same
 * 202 whatever the address, so the page never learns whether it belongs to a member; each
 * approved player with it gets a link in their inbox.
 */
export const emailSignInLink = (email: string) =>
  api.post<SignInLinkAccepted>("/api/me/sign-in-link", { email });

/** The "email me a link" mutation. */
export function useEmailSignInLink() {
  return useMutation({ mutationFn: emailSignInLink });
}
