import * as ToastPrimitive from "@radix-ui/react-toast";
import X from "lucide-react/icons/x";
import { useSyncExternalStore } from "react";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { dismissToast, getToasts, subscribeToasts } from "./toast-store";

/** How long a toast stays before it closes by itself. */
export const TOAST_DURATION_MS = 5000;
/** How far a toast must be swiped right to dismiss it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the toasts. */
export const TOAST_HOTKEY = ["F8"];

/** Renders the toast queue; mount once near the root. */
export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t("toast.region", { hotkey: "F8" })}
    >
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          className={cx(
            "toast-motion pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-xl",
            entry.variant === "destructive"
              ? "border-clay-700 bg-clay-700 text-white"
              : "border-court-200 bg-white text-slate-900",
          )}
        >
          <div className="grid grid-cols-1 gap-1">
            <ToastPrimitive.Title className="text-base font-bold">{entry.title}</ToastPrimitive.Title>
            {entry.description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {entry.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {entry.action ? (
            <ToastPrimitive.Action
              altText={entry.action.label}
              onClick={entry.action.onClick}
              className="ml-auto inline-flex min-h-9 shrink-0 items-center rounded-lg border border-current px-3 text-sm font-semibold"
            >
              {entry.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label={t("toast.close")}
            className="absolute right-1.5 top-1.5 inline-flex size-10 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* The region's name is the viewport's own (Radix fills in {hotkey}), in the visitor's language. */}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label={t("toast.region")}
        className="fixed bottom-0 right-0 z-[60] flex max-h-screen w-full flex-col gap-2 p-3 outline-none md:max-w-[420px] md:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
