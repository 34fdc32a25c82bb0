import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from "react";

/** What a dialog opened on demand is given: whether it shows, and how it asks to close. */
export interface OnDemandProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A dialog whose code is fetched the first time it is wanted; made by `onDemand`. */
export interface OnDemandDialog<P> {
  Dialog: LazyExoticComponent<ComponentType<P & OnDemandProps>>;
  /** Starts fetching the dialog's code, so that a press opens it at once. */
  preload: () => void;
}

/**
 * Wraps a dialog's module so that a page's first download holds none of it: the dialog's
 * body and Radix's focus trap, scroll lock and portal come with the first press. A page
 * is shown sooner on a phone, and most visitors never open most dialogs.
 */
export function onDemand<P>(load: () => Promise<ComponentType<P & OnDemandProps>>): OnDemandDialog<P> {
  let loading: Promise<{ default: ComponentType<P & OnDemandProps> }> | undefined;
  const fetch = () =>
    (loading ??= load()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        // A preload that failed (the phone lost its signal) does not stand for the press,
        // which downloads again; a press that fails is left to the page's error boundary,
        // as a page whose code does not arrive.
        loading = undefined;
        throw error;
      }));
  return {
    Dialog: lazy(fetch),
    preload: () => void fetch().catch(() => undefined),
  };
}

/** Props of `DialogButton`. */
export interface DialogButtonProps<P> {
  dialog: OnDemandDialog<P>;
  /** What the dialog shows, besides `open` and `onOpenChange`. */
  props: P;
  className: string;
  children: ReactNode;
}

/**
 * A button that opens a dialog made by `onDemand`. Its code starts downloading when a
 * pointer comes over the button or the keyboard focuses it; the dialog shows once it is
 * in. On close, focus comes back to the button (see `DialogContent`).
 */
export function DialogButton<P>({ dialog, props, className, children }: DialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const { Dialog, preload } = dialog;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <OpenedOnce open={open}>
        <Dialog {...props} open={open} onOpenChange={setOpen} />
      </OpenedOnce>
    </>
  );
}

/**
 * Renders `children` from the first time `open` is true on: a dialog's code is fetched
 * when it is first wanted, and it stays mounted after, so it can close with its animation
 * and open again at once.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
