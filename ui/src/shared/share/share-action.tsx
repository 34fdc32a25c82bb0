import Share2 from "lucide-react/icons/share-2";
import type { MouseEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { whatsAppLink, type ShareMessage } from "./share-text";

/**
 * A share action. Where the browser has the Web Share API (phones, and some desktops) it opens
 * the system's share sheet, WhatsApp among the apps; elsewhere the link itself opens WhatsApp
 * (`wa.me`) with the text typed in. Being a real link, it works before the app's script runs.
 *
 * `compact` draws an icon alone, for a match card; its accessible name says what is shared.
 */
export function ShareAction({
  message,
  label,
  compact = false,
  className,
}: {
  message: ShareMessage;
  /** What is shared, for the button's name: "Share this match". */
  label: string;
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const share = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== "function") return;
    event.preventDefault();
    // A member who closes the sheet is no error.
    navigator.share({ text: message.text, url: message.url }).catch(() => undefined);
  };
  return (
    <a
      href={whatsAppLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={share}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      data-share=""
      className={cx(
        "print:hidden",
        compact
          ? "inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-court-700 hover:bg-court-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-court-600"
          : buttonClasses("secondary", "md"),
        className,
      )}
    >
      <Share2 aria-hidden="true" className={compact ? "size-4" : "size-5"} />
      {compact ? null : t("share.share")}
    </a>
  );
}
