import { api } from "@/lib/api";

/** Ends one of the member's sessions (a lost phone); ending this browser's own signs it out. */
export const endSession = (id: number) => api.delete(`/api/me/sessions/${id}`);

/** Signs this browser out: its session ends and the server clears the cookie. */
export const signOut = () => api.post<undefined>("/api/me/sign-out");
