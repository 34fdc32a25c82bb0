import CalendarPlus from "lucide-react/icons/calendar-plus";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import Download from "lucide-react/icons/download";
import ExternalLink from "lucide-react/icons/external-link";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { OnDemandProps } from "@/components/ui/dialog-on-demand";
import { fieldClasses } from "@/components/ui/input";
import { useLocale, useT } from "@/lib/i18n";
import { calendarLinks } from "./links";

/** How long "Copied" stays after the address is copied. */
const COPIED_MS = 3_000;

/** What `CalendarDialog` offers: the feed's path and what it follows, for the lead. */
export interface CalendarFeed {
  path: string;
  what: string;
}

/**
 * The ways to follow a feed's matches in a calendar app: subscribe with `webcal://` (iPhone,
 * Mac) or Google Calendar (Android), copy the address, or download the file; and a note that
 * subscribed calendars refresh on their own schedule. Opened by `AddToCalendar`.
 */
export function CalendarDialog({ path, what, open, onOpenChange }: CalendarFeed & OnDemandProps) {
  const t = useT();
  const locale = useLocale();
  const links = calendarLinks(path, locale);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(links.https)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  const link = "flex items-center gap-2";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("feeds.title")} description={t("feeds.lead", { what })} size="md">
        <div className="grid gap-3">
          <a href={links.webcal} className={`${buttonClasses("primary", "md")} ${link}`}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t("feeds.apple")}
          </a>
          <a
            href={links.google}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClasses("secondary", "md")} ${link}`}
          >
            <ExternalLink aria-hidden="true" className="size-5" />
            {t("feeds.google")}
          </a>
          <a href={links.https} download className={`${buttonClasses("ghost", "md")} ${link}`}>
            <Download aria-hidden="true" className="size-5" />
            {t("feeds.download")}
          </a>
          <div className="grid gap-1">
            <label htmlFor="calendar-address" className="text-sm font-semibold text-slate-800">
              {t("feeds.address")}
            </label>
            <div className="flex gap-2">
              <input
                id="calendar-address"
                readOnly
                value={links.https}
                onFocus={(event) => event.currentTarget.select()}
                className={`${fieldClasses} min-w-0 flex-1 font-mono text-sm`}
              />
              <button type="button" onClick={copy} className={buttonClasses("secondary", "md")}>
                {copied ? (
                  <Check aria-hidden="true" className="size-5" />
                ) : (
                  <Copy aria-hidden="true" className="size-5" />
                )}
                {t("feeds.copy")}
              </button>
            </div>
            <p role="status" className="min-h-5 text-sm font-semibold text-court-700">
              {copied ? t("feeds.copied") : ""}
            </p>
          </div>
          <p className="text-sm text-slate-700">{t("feeds.refreshNote")}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
