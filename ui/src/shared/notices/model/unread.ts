import type { NoticeView } from "@/lib/wire";

/**
 * Whether a notice still waits for its reader: not read, and not a question (confirm or
 * dispute) answered since, which the server counts as read (docs/api.md#notices) and the list
 * never shows as new, whatever else it says.
 */
export function isNew(notice: Pick<NoticeView, "read" | "answered">): boolean {
  return !notice.read && !notice.answered;
}
