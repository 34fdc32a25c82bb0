import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n";

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** The confirming button's look: `danger` (the default) for what cannot be undone. */
  confirmVariant?: "danger" | "primary";
}

/**
 * Asks before something that cannot be undone, or that changes what someone may do; Cancel has
 * the focus so Enter is safe.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  confirmVariant = "danger",
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} size="sm">
        <div className="grid grid-cols-1 gap-2 text-base text-slate-800">{children}</div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" autoFocus>
              {t("admin.cancel")}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
