/**
 * Who is using the app: the admin session and the league unlock
 * (docs/rules.md#permissions). Both are server cookies; the browser only asks
 * the server what they allow.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { AdminLoggedIn, LeagueUnlocked, OrganizerRef, SessionsEnded, SessionStatus } from "@/lib/wire";

/** Query keys of the session calls. */
export const sessionKeys = {
  all: ["session"] as const,
  status: () => [...sessionKeys.all, "status"] as const,
};

/** Fetches the session status. */
export const getSessionStatus = () => api.get<SessionStatus>("/api/admin/status");

/** Query options for `getSessionStatus`. */
export const getSessionStatusOptions = () =>
  queryOptions({ queryKey: sessionKeys.status(), queryFn: getSessionStatus });

/** The current session status. */
export function useSessionStatus() {
  return useQuery(getSessionStatusOptions());
}

/**
 * Whose console this browser holds, as the cached session status says: `"password"` for the
 * admin password's, the organizer for an organizer's, null when it holds none or the status is
 * not known yet.
 */
export type ConsoleOwner = "password" | OrganizerRef | null;

/** Whose console a session status names (`ConsoleOwner`). */
export function consoleOwner(status: SessionStatus | undefined): ConsoleOwner {
  if (!status?.isAdmin) return null;
  return status.organizer ?? "password";
}

/** Whose console this browser holds (`ConsoleOwner`). */
export function useConsoleOwner(): ConsoleOwner {
  return consoleOwner(useSessionStatus().data);
}

/** Logs the admin in with the password; the server sets the session cookie. */
export const loginAdmin = (password: string) => api.post<AdminLoggedIn>("/api/admin/login", { password });

/**
 * Opens the console for the signed-in organizer (docs/rules.md#committee): an admin session in
 * their name, with the admin cookie; 403 `not_organizer` for anyone else.
 */
export const openConsole = () => api.post<AdminLoggedIn>("/api/me/console");

/** Ends the admin session. */
export const logoutAdmin = () => api.post<undefined>("/api/admin/logout");

/** Logs out everywhere: ends every admin session (this one too) and every league unlock. */
export const endAllSessions = () => api.post<SessionsEnded>("/api/admin/sessions/end-all");

/** Unlocks the league actions with the shared league password (checked by the server). */
export const unlockLeague = (password: string) =>
  api.post<LeagueUnlocked>("/api/league/unlock", { password });
