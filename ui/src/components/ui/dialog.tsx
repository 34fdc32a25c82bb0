import * as DialogPrimitive from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import { useRef, type ReactNode } from "react";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";

/**
 * The dialog root: controls open state. Focus is trapped, Esc closes it, and on close
 * focus goes back to what opened it (see `DialogContent`).
 */
export const Dialog = DialogPrimitive.Root;
/** The element that opens a dialog. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Any element that closes the dialog it sits in. */
export const DialogClose = DialogPrimitive.Close;

/** How wide a dialog may grow on large screens. */
export type DialogSize = "sm" | "md" | "lg" | "xl";

const widths: Record<DialogSize, string> = {
  sm: "sm:max-w-sm",
  md: "sm:max-w-lg",
  lg: "sm:max-w-2xl",
  xl: "sm:max-w-4xl",
};

/** Whether the panel that sent a focus event is still on the page. */
function panelStillShown(event: Event): boolean {
  return event.currentTarget instanceof Node && event.currentTarget.isConnected;
}

/** Props of `DialogContent`. */
export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  children?: ReactNode;
  className?: string;
}

/**
 * The dialog panel with its title and a close button. The panel sits inside a
 * scrolling overlay so a tall dialog scrolls as a whole on a phone.
 *
 * On close, focus returns to the element that had it when the dialog opened. Radix only
 * returns it to a `DialogTrigger`; a dialog opened from state (a name in a list, a row's
 * button) would otherwise drop focus on the page's body, and a keyboard user would have
 * to start again from the top.
 */
export function DialogContent({ title, description, size = "md", children, className }: DialogContentProps) {
  const t = useT();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-court-950/60 p-2 sm:p-6 data-[state=open]:animate-[fade-in_150ms_ease-out]">
        <DialogPrimitive.Content
          className={cx(
            "relative w-full min-w-0 rounded-2xl bg-white p-4 shadow-2xl sm:p-6 focus:outline-none",
            "data-[state=open]:animate-[fade-in_150ms_ease-out]",
            widths[size],
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            // Runs before focus moves into the panel, so the opener still has it.
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            // The panel is still on the page when React's development double mount ends
            // a focus scope that stays open: leave focus where it is then. An opener that
            // has left the page (a menu item, a removed row) cannot take focus either; in
            // both cases Radix's own handling (the trigger, if any) stays in charge.
            if (panelStillShown(event) || !target?.isConnected) return;
            event.preventDefault();
            target.focus({ preventScroll: true });
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-3 pr-1">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-xl font-bold leading-tight text-slate-900">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-slate-700">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100"
              aria-label={t("dialog.close")}
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** The row of buttons at the bottom of a dialog; stacked on phones. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cx("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>
      {children}
    </div>
  );
}
