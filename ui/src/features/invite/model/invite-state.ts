/**
 * The invitation page's steps: checking the link, then valid or invalid; a
 * valid link opens the form; a successful signup ends on submitted. The step
 * follows from the state of the check and of the signup, so it can never
 * disagree with them.
 */
import type { BestHand } from "@/lib/wire";

/** Where the visitor is. */
export type InviteStep = "checking" | "invalid" | "form" | "submitted";

/** State of one request, as react-query reports it. */
export type RequestState = "idle" | "pending" | "error" | "success";

/** The step for a given check and signup state. */
export function inviteStep(check: Exclude<RequestState, "idle">, signup: RequestState): InviteStep {
  if (check === "pending") return "checking";
  if (check === "error") return "invalid";
  if (signup === "success") return "submitted";
  return "form";
}

/** Form values before they are sent. */
export interface SignupDraft {
  name: string;
  email: string;
  dateOfBirth: string;
  bestHand: BestHand;
  avatar: string | null;
}

/** An empty form: right-handed by default. */
export const EMPTY_DRAFT: SignupDraft = {
  name: "",
  email: "",
  dateOfBirth: "",
  bestHand: "right",
  avatar: null,
};

/** What is wrong with the form, or null when it can be sent. Only the name is required. */
export function draftProblem(draft: SignupDraft): "nameRequired" | null {
  return draft.name.trim() === "" ? "nameRequired" : null;
}

/** The payload sent: trimmed, and optional fields left out when empty. */
export function draftPayload(draft: SignupDraft) {
  return {
    name: draft.name.trim(),
    bestHand: draft.bestHand,
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    ...(draft.dateOfBirth ? { dateOfBirth: draft.dateOfBirth } : {}),
    ...(draft.avatar ? { avatar: draft.avatar } : {}),
  };
}
