import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { consoleOwner, sessionKeys } from "@/lib/session/session";
import type { OrganizerRef, SessionStatus } from "@/lib/wire";

/** Whether an error of a console call says that the session behind it is gone. */
function sessionGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Asks again whose console this is as soon as one of its calls, a read or a write, is refused
 * for want of a session (401): the admin session ended elsewhere (logged out everywhere, the
 * password changed) or, for an organizer, their role or sessions ended
 * (docs/rules.md#committee). The status then says what the page shows: the password's door,
 * or for an organizer `useNoLongerOrganizer`.
 */
export function useRecheckOn401() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (sessionGone(error)) void queryClient.invalidateQueries({ queryKey: sessionKeys.status() });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") recheck(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") recheck(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}

/**
 * An organizer's console that ended while it was open (their role removed, the player deleted,
 * their member session ended, signed out, their sessions ended by the admin): the page says
 * "You are no longer an organizer" and goes to the member's page, never to the password's
 * dialog. Everything the console saw is dropped, as at logout. True once that happens.
 */
export function useNoLongerOrganizer(status: SessionStatus | undefined): boolean {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [organizer, setOrganizer] = useState<OrganizerRef | null>(null);
  const owner = consoleOwner(status);
  if (owner !== null && owner !== "password" && owner.playerId !== organizer?.playerId) {
    setOrganizer(owner);
  }
  const gone = organizer !== null && status !== undefined && !status.isAdmin;
  const told = useRef(false);
  useEffect(() => {
    if (!gone || told.current) return;
    told.current = true;
    toast({ title: t("committee.noLonger"), description: t("committee.noLongerBody") });
    void navigate("/me", { replace: true });
    queryClient.clear();
  }, [gone, navigate, queryClient, t]);
  return gone;
}
