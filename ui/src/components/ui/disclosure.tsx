import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState, type ReactNode } from "react";
import { cx } from "@/lib/class-names";

/** Props of `Disclosure`. */
export interface DisclosureProps {
  /** What the part is, the button's name: "Finished in 2025". */
  title: string;
  /** A short note after the title, such as a count. */
  note?: string;
  /** Whether it opens unfolded. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A part of a page that folds: a heading whose button says whether the part is open
 * (`aria-expanded`) and which part it opens (`aria-controls`), as the WAI-ARIA disclosure
 * pattern has it. A folded part's content is not rendered at all, so a long list folded away
 * costs nothing.
 */
export function Disclosure({ title, note, defaultOpen = false, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panel = useId();
  return (
    <div className="grid grid-cols-1 gap-3">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-left shadow-sm hover:bg-court-50 focus-visible:outline-court-600 sm:px-4"
        >
          <ChevronDown
            aria-hidden="true"
            className={cx("size-5 shrink-0 text-court-700 transition-transform", !open && "-rotate-90")}
          />
          <span className="flex-1 text-lg font-extrabold text-court-900">{title}</span>
          {note ? <span className="shrink-0 text-sm font-semibold text-slate-600">{note}</span> : null}
        </button>
      </h3>
      <div id={panel} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
