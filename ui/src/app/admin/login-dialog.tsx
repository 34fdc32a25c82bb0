import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { dismissToast, toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import { loginAdmin } from "@/lib/session/session";

/** Props of `LoginDialog`. */
export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Admin Access dialog: the password only (docs/rules.md#permissions). A
 * wrong password shows 'Login failed' / 'Invalid password'; a success refetches
 * everything, since the admin sees more than a visitor (the spec's "reloads the
 * page") and closes the failure toasts of earlier tries, which no longer say
 * anything true.
 */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const failureToasts = useRef<string[]>([]);
  const login = useMutation({
    mutationFn: loginAdmin,
    onSuccess: async () => {
      failureToasts.current.forEach((id) => dismissToast(id));
      failureToasts.current = [];
      setPassword("");
      onOpenChange(false);
      await queryClient.resetQueries();
    },
    onError: (error) => {
      const throttled = error instanceof ApiError && error.status === 429;
      const id = toast({
        title: t("admin.loginFailed"),
        description: throttled ? errorText(error, t, t("admin.tooManyAttempts")) : t("admin.invalidPassword"),
        variant: "destructive",
      });
      failureToasts.current.push(id);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === "" || login.isPending) return;
    login.mutate(password);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("admin.loginTitle")} description={t("admin.loginDescription")} size="sm">
        <form onSubmit={submit} className="grid grid-cols-1 gap-2">
          <Label htmlFor="admin-password">{t("admin.password")}</Label>
          <Input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            autoFocus
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <DialogFooter>
            <Button type="submit" disabled={login.isPending || password === ""}>
              {login.isPending ? t("admin.loggingIn") : t("admin.login")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
