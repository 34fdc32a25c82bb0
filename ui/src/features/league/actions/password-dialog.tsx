import { useMutation, useQueryClient } from "@tanstack/react-query";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { dismissToast, toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import { sessionKeys, unlockLeague } from "@/lib/session/session";

/** Props of `PasswordDialog`. */
export interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the server accepted the password and the session status is fresh. */
  onUnlocked: () => void;
}

/**
 * 'Password Required': the league password, checked by the server
 * (docs/rules.md#permissions), which then sets the 12-hour league cookie. A wrong
 * password shows 'Incorrect password' under the field; too many tries say so (the
 * visitor's words for the server's code). Like the admin login it is a session step, not a data write, so
 * it keeps its own inline messages instead of the write toasts.
 */
export function PasswordDialog({ open, onOpenChange, onUnlocked }: PasswordDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  // What went wrong, kept as the failure itself: its words follow the language on screen.
  const [failure, setFailure] = useState<"incorrect" | { error: unknown } | null>(null);
  const problem =
    failure === null
      ? null
      : failure === "incorrect"
        ? t("leagueActions.incorrectPassword")
        : errorText(failure.error, t, t("leagueActions.unlockFailed"));

  const unlock = useMutation({
    mutationFn: unlockLeague,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.status() });
      setPassword("");
      setFailure(null);
      // A failed try's 'Access denied' must not linger over the action that now opens.
      dismissToast();
      onUnlocked();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        setFailure("incorrect");
        toast({
          title: t("leagueActions.accessDenied"),
          description: t("leagueActions.incorrectPassword"),
          variant: "destructive",
        });
      } else {
        setFailure({ error });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === "" || unlock.isPending) return;
    unlock.mutate(password);
  }

  function changeOpen(next: boolean) {
    if (!next) {
      setPassword("");
      setFailure(null);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={t("leagueActions.passwordTitle")}
        description={t("leagueActions.passwordDescription")}
        size="sm"
      >
        <form onSubmit={submit} className="grid grid-cols-1 gap-2" noValidate>
          <Label htmlFor="league-password">{t("leagueActions.password")}</Label>
          <Input
            id="league-password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            aria-invalid={problem !== null}
            aria-describedby={problem ? "league-password-error" : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setFailure(null);
            }}
          />
          <FieldError id="league-password-error">{problem ?? undefined}</FieldError>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t("leagueActions.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={unlock.isPending || password === ""}>
              <LockKeyhole aria-hidden="true" className="size-5" />
              {unlock.isPending ? t("leagueActions.unlocking") : t("leagueActions.unlock")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
