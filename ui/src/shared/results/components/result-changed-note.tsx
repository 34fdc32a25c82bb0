import RefreshCw from "lucide-react/icons/refresh-cw";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";

/** Props of `ResultChangedNote`. */
export interface ResultChangedNoteProps {
  /** Whether a Confirm was refused because the result was corrected since it was shown. */
  changed: boolean;
  /** The sentence, when not the member's ("the score changed: look at the new one"). */
  text?: string;
  className?: string;
}

/**
 * Beside a Confirm: that the result was corrected since it was shown, so the new one above is
 * to be read before answering again. A status region always in place (out of sight until
 * then), so that a screen reader says the sentence when it appears.
 */
export function ResultChangedNote({ changed, text, className }: ResultChangedNoteProps) {
  const t = useT();
  return (
    <p
      role="status"
      className={cx(
        changed
          ? "flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-base font-semibold text-amber-950"
          : "sr-only",
        className,
      )}
    >
      {changed ? (
        <>
          <RefreshCw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span className="min-w-0">{text ?? t("results.toConfirm.changed")}</span>
        </>
      ) : null}
    </p>
  );
}
