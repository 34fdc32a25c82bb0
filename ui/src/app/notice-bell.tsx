import { useQueryClient } from "@tanstack/react-query";
import Bell from "lucide-react/icons/bell";
import { useEffect, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import { useMe } from "@/shared/members/api/get-me";
import { useNotices } from "@/shared/notices/api/get-notices";
import { noticeKeys } from "@/shared/notices/api/keys";
import { markNoticesRead } from "@/shared/notices/api/mark-read";
import { NoticeList } from "@/shared/notices/components/notice-list";
import { isNew } from "@/shared/notices/model/unread";

/** The member's own stream of arrivals (docs/api.md#notices). */
const LIVE = "/api/me/notices/live";

/**
 * Refetches the member's notices whenever one arrives on their own stream. Browsers without
 * EventSource simply see new notices on the next visit.
 */
function useNoticeArrivals(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(LIVE);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: noticeKeys.mine() });
    source.addEventListener("notice", refresh);
    return () => source.close();
  }, [enabled, queryClient]);
}

/**
 * The bell in the top bar of a signed-in, approved member: how many notices are unread, and a
 * list of the newest, in the page's language (a switch of language reads it again), that opens
 * each one's page, with "Mark all read". Opening the list marks nothing by itself; opening a
 * notice marks that one read. A question answered since shows as answered, never as new.
 */
export function NoticeBell() {
  const t = useT();
  const me = useMe();
  const member = me.data?.status === "approved";
  const notices = useNotices(member);
  useNoticeArrivals(member);
  const [open, setOpen] = useState(false);
  const markAll = useActionMutation({
    mutationFn: () => markNoticesRead(),
    invalidates: () => [noticeKeys.mine()],
    failure: { title: t("notices.markFailed"), serverFirst: true },
  });
  const markOne = useActionMutation({
    mutationFn: (id: number) => markNoticesRead([id]),
    invalidates: () => [noticeKeys.mine()],
    failure: { title: t("notices.markOneFailed"), serverFirst: true },
  });
  if (!member) return null;
  const unread = notices.data?.unreadCount ?? 0;
  let body;
  if (notices.isPending) body = <Spinner label={t("notices.loading")} />;
  else if (notices.isError) body = <LoadError onRetry={() => void notices.refetch()} />;
  else if (notices.data.notices.length === 0)
    body = <p className="text-base text-slate-700">{t("notices.empty")}</p>;
  else
    body = (
      <div className="grid gap-3">
        <NoticeList
          notices={notices.data.notices}
          label={t("notices.title")}
          onOpen={(notice) => {
            if (isNew(notice)) markOne.mutate(notice.id);
            setOpen(false);
          }}
        />
        {unread > 0 ? (
          <Button variant="secondary" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {t("notices.markAllRead")}
          </Button>
        ) : null}
      </div>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={unread > 0 ? t("notices.bellUnread", { count: unread }) : t("notices.bell")}
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-white hover:bg-court-800 focus-visible:outline-ball-400"
      >
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-ball-400 px-1 text-center text-xs font-extrabold leading-5 text-court-950"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </DialogTrigger>
      <DialogContent title={t("notices.title")} size="md">
        {body}
      </DialogContent>
    </Dialog>
  );
}
