import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { PlayerForm, Registration, Sending } from "@/lib/wire";
import { memberKeys } from "@/shared/members/api/keys";

/**
 * The 'Join the League' form as sent: the name and hand always; the email, birth date
 * and a JPEG data URL avatar when given.
 */
export type SignupPayload = Sending<PlayerForm, "name" | "bestHand">;

/** Registers a player through an invitation; they stay pending until the admin approves. */
export const signUp = (token: string, payload: SignupPayload) =>
  api.post<Registration>(`/api/invitations/${encodeURIComponent(token)}/signup`, payload);

/**
 * The signup mutation. A pending registration appears in no list a visitor has loaded (only
 * the admin sees pending players), but the signup signs this browser in as that pending
 * member: who this browser is gets asked again.
 */
export function useSignUp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SignupPayload) => signUp(token, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
