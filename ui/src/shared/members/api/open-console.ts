import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError } from "@/lib/api";
import { useActionMutation } from "@/lib/mutation";
import { openConsole } from "@/lib/session/session";
import { memberKeys } from "./keys";

/** Whether the server refused the console because the member is no organizer (any more). */
function notOrganizer(error: Error): boolean {
  return error instanceof ApiError && error.code === "not_organizer";
}

/**
 * An organizer opens the console in their own name (docs/rules.md#committee), never through
 * the password's dialog. Everything this browser holds is fetched again once the session is
 * open, as after the password's login (the console sees more than a member: pending players,
 * emails, draft tournaments), and the console opens. A refusal is said with the server's reason; a member whose
 * role was removed meanwhile is asked for again, so their page stops offering the console.
 * `failureTitle` is the screen's own words: the member's page and the console's door have
 * texts of their own.
 */
export function useOpenConsole(failureTitle: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useActionMutation({
    mutationFn: async () => {
      await openConsole();
      // What no screen shows goes; what the screen shows is asked for again (the session
      // status among it), so the console opens on what the console may see.
      queryClient.removeQueries({ type: "inactive" });
      await queryClient.invalidateQueries();
    },
    invalidates: () => [],
    failure: { title: failureTitle, serverFirst: true },
    invalidatesOnError: (error) => (notOrganizer(error) ? [memberKeys.me()] : []),
    onSuccess: () => void navigate("/admin"),
  });
}
