import { useMutation, useQueryClient } from "@tanstack/react-query";
import MonitorOff from "lucide-react/icons/monitor-off";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { ConfirmDialog } from "@/features/admin/players/components/confirm-dialog";
import { useT } from "@/lib/i18n";
import { endAllSessions } from "@/lib/session/session";

/**
 * "Log out everywhere": for a phone that was lost, or a clubhouse PC left logged in. Ends
 * every admin session, this one too, and every league unlock, after a confirmation.
 */
export function EndSessionsButton() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const endAll = useMutation({
    mutationFn: endAllSessions,
    onSuccess: async () => {
      setOpen(false);
      await navigate("/");
      // This browser is logged out too: what the admin saw must be fetched again as a visitor.
      queryClient.clear();
      toast({ title: t("admin.endAllDone") });
    },
    onError: () => toast({ title: t("admin.endAllFailed"), variant: "destructive" }),
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <MonitorOff aria-hidden="true" className="size-5" />
        {t("admin.endAll")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("admin.endAllTitle")}
        confirmLabel={t("admin.endAllConfirm")}
        pendingLabel={t("admin.endAllPending")}
        pending={endAll.isPending}
        onConfirm={() => endAll.mutate()}
      >
        <p>{t("admin.endAllBody")}</p>
      </ConfirmDialog>
    </>
  );
}
