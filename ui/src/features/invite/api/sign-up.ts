import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** The 'Join the League' form as sent. */
export interface SignupPayload {
  name: string;
  email?: string;
  dateOfBirth?: string;
  bestHand: "right" | "left";
  /** A JPEG data URL. */
  avatar?: string;
}

/** The pending registration the server created. */
export interface SignupResult {
  id: number;
  status: "pending";
}

/** Registers a player through an invitation; they stay pending until the admin approves. */
export const signUp = (token: string, payload: SignupPayload) =>
  api.post<SignupResult>(`/api/invitations/${encodeURIComponent(token)}/signup`, payload);

/**
 * The signup mutation. It invalidates nothing: a pending registration appears
 * in no list a visitor has loaded (only the admin sees pending players).
 */
export function useSignUp(token: string) {
  return useMutation({ mutationFn: (payload: SignupPayload) => signUp(token, payload) });
}
