import type { Locale } from "@/lib/i18n";

/** The ways to reach one calendar feed (docs/api.md, "Calendar feeds"). */
export interface CalendarLinks {
  /** The feed itself, for a download and to copy into any calendar app. */
  https: string;
  /** The same feed for iPhones and desktop calendars, which subscribe to `webcal://`. */
  webcal: string;
  /** Google Calendar's subscribe page for the feed: Android has no `webcal://` handler. */
  google: string;
}

/**
 * The links of the feed at `path` (`/api/tournaments/3/calendar.ics`), in `lang`: a
 * calendar app has no language choice of ours, so the feed takes the page's.
 */
export function calendarLinks(
  path: string,
  lang: Locale,
  origin: string = window.location.origin,
): CalendarLinks {
  const https = `${origin}${path}?lang=${lang}`;
  const webcal = https.replace(/^https?:/, "webcal:");
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  };
}
