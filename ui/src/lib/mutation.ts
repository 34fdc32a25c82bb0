/**
 * The one shape of every write in the app (issue: every mutation shows a
 * success toast, invalidates exactly the queries it affects, and shows the
 * spec's error toast). Screens disable their button with `isPending`.
 */
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError, serverMessage } from "@/lib/api";
import { toast } from "@/components/ui/toast-store";

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
   * The failure toast. `byCode` gives the app's own words for exact reasons the server may
   * answer (the error body's `code`); otherwise `serverFirst` shows the server's message as
   * the description when it sent one (the body's `message`, docs/api.md#conventions), else
   * `description`.
   */
  failure: ToastText & { serverFirst?: boolean; byCode?: Record<string, string> };
  /** Runs after the invalidation, e.g. to close a dialog. */
  onSuccess?: (data: TData, variables: TVariables) => void;
}

/** A mutation with the app's toasts and exact invalidation. */
export function useActionMutation<TVariables = void, TData = unknown>(
  options: ActionMutationOptions<TVariables, TData>,
) {
  const queryClient = useQueryClient();
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
    onError: (error) => {
      const { title, description, serverFirst, byCode } = options.failure;
      const known = error instanceof ApiError && error.code ? byCode?.[error.code] : undefined;
      toast({
        title,
        description:
          known ?? (serverFirst ? serverMessage(error, description ?? "") || undefined : description),
        variant: "destructive",
      });
    },
  });
}
