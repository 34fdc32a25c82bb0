/**
 * The one shape of every write in the app (issue: every mutation shows a
 * success toast, invalidates exactly the queries it affects, and shows the
 * spec's error toast). Screens disable their button with `isPending`.
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import { consoleOwner, sessionKeys } from "@/lib/session/session";
import type { SessionStatus } from "@/lib/wire";

/**
 * Refusals that say who decides instead (docs/rules.md#committee): an organizer's own match or
 * interest, and what stays with the admin password. They are always said in the visitor's
 * words, whatever sentence the screen has of its own, so an organizer knows to leave it to
 * another organizer or the password.
 */
const WHO_DECIDES = new Set(["own_match", "own_interest", "password_admin_only"]);

/** The refusals of a console whose session is gone: the admin's, or the league's through it. */
const CONSOLE_GONE = new Set(["admin_login_required", "league_unlock_required"]);

/**
 * Whether a refusal only says that an organizer's console closed (their role removed, their
 * sessions ended): the console says that itself, and sends them to their page.
 */
function organizerConsoleGone(error: Error, queryClient: QueryClient): boolean {
  if (!(error instanceof ApiError) || error.status !== 401 || !CONSOLE_GONE.has(error.code ?? "")) {
    return false;
  }
  const owner = consoleOwner(queryClient.getQueryData<SessionStatus>(sessionKeys.status()));
  return owner !== null && owner !== "password";
}

/** A toast's texts. */
export interface ToastText {
  title: string;
  description?: string;
}

/** Options of `useActionMutation`. */
export interface ActionMutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The queries this write changes, by key prefix; computed from the answer and the input. */
  invalidates: (data: TData, variables: TVariables) => QueryKey[];
  /** The success toast; omit for a write that shows its result another way. */
  success?: ToastText | ((data: TData, variables: TVariables) => ToastText);
  /**
   * The failure toast. `serverFirst` shows the visitor's words for the server's reason (the
   * error body's `code`, or the field it names; docs/api.md, "Error codes") as the
   * description, else `description`. The server's English `message` is never shown.
   */
  failure: ToastText & { serverFirst?: boolean };
  /** Errors the screen shows itself, such as a warning with a way on; they get no toast. */
  shownByScreen?: (error: Error) => boolean;
  /** Runs after the invalidation, e.g. to close a dialog. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /**
   * The queries a refusal shows to be out of date (a write that named what the visitor saw,
   * refused because it changed since), by key prefix: refetched before the write settles, so
   * the screen already shows what now stands when it says why.
   */
  invalidatesOnError?: (error: Error, variables: TVariables) => QueryKey[];
  /** Runs after those refetches, e.g. to say a refusal beside the button that made it. */
  onError?: (error: Error, variables: TVariables) => void;
}

/** A mutation with the app's toasts and exact invalidation. */
export function useActionMutation<TVariables = void, TData = unknown>(
  options: ActionMutationOptions<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation<TData, Error, TVariables>({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all(
        options.invalidates(data, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      const success =
        typeof options.success === "function" ? options.success(data, variables) : options.success;
      if (success) toast(success);
      options.onSuccess?.(data, variables);
    },
    onError: async (error, variables) => {
      await Promise.all(
        (options.invalidatesOnError?.(error, variables) ?? []).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      if (!options.shownByScreen?.(error) && !organizerConsoleGone(error, queryClient)) {
        const { title, description } = options.failure;
        const serverFirst =
          options.failure.serverFirst || (error instanceof ApiError && WHO_DECIDES.has(error.code ?? ""));
        toast({
          title,
          description: serverFirst ? errorText(error, t, description ?? "") || undefined : description,
          variant: "destructive",
        });
      }
      options.onError?.(error, variables);
    },
  });
}
