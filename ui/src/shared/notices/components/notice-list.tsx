import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { NoticeView } from "@/lib/wire";
import { isNew } from "../model/unread";

/**
 * Notices, newest first: each opens the page where the reader acts (`onOpen` runs as it
 * does, with the notice: to mark it read, to close the list around it). Unread ones stand out
 * and say so; a question answered since says that instead, and is never new.
 */
export function NoticeList({
  notices,
  label,
  onOpen,
}: {
  notices: NoticeView[];
  label: string;
  onOpen?: (notice: NoticeView) => void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <ul aria-label={label} className="grid divide-y divide-slate-200">
      {notices.map((notice) => {
        const when = format.dateTime(notice.createdAt);
        const fresh = isNew(notice);
        return (
          <li key={notice.id}>
            <Link
              to={notice.link}
              onClick={onOpen ? () => onOpen(notice) : undefined}
              className={cx(
                "grid gap-1 rounded-xl px-3 py-3 hover:bg-court-50 focus-visible:outline-court-700",
                fresh && "bg-ball-100",
              )}
            >
              <span className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
                {notice.title}
                {fresh ? <Badge tone="ball">{t("notices.new")}</Badge> : null}
                {notice.answered ? <Badge tone="gray">{t("notices.answered")}</Badge> : null}
              </span>
              <span className="whitespace-pre-line text-sm text-slate-800">{notice.body}</span>
              <span className="text-xs text-slate-600">
                {when.date} · {when.time}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
