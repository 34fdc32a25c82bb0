import Bell from "lucide-react/icons/bell";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import { useAdminNotices, useDeliveries } from "@/shared/notices/api/admin-notices";
import { NoticeList } from "@/shared/notices/components/notice-list";

/** The outbox's counts and its last error, in one or two lines. */
function DeliveryCounts() {
  const t = useT();
  const deliveries = useDeliveries();
  if (!deliveries.data) return null;
  const { queued, sent, failed, lastError } = deliveries.data;
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      <p>{t("notices.deliveries", { queued, sent, failed })}</p>
      {lastError ? (
        <p className="break-words text-clay-700">
          {t("notices.lastError", {
            channel: lastError.channel === "email" ? t("notices.email") : t("notices.push"),
            message: lastError.message,
          })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The admin's notices in the console (signups waiting, disputes, walkovers to decide, the
 * morning's late matches), newest first, with the delivery counts of email and push.
 */
export function ConsoleNotices() {
  const t = useT();
  const notices = useAdminNotices();
  let body;
  if (notices.isPending) body = <Spinner label={t("app.loading")} />;
  else if (notices.isError) body = <LoadError onRetry={() => void notices.refetch()} />;
  else if (notices.data.notices.length === 0)
    body = <p className="text-base text-slate-700">{t("notices.consoleEmpty")}</p>;
  // The server writes them in the console's language (`?lang=`).
  else body = <NoticeList notices={notices.data.notices} label={t("notices.console")} />;
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-xl font-extrabold text-court-900">
        <Bell aria-hidden="true" className="size-5" />
        {t("notices.console")}
      </h2>
      {body}
      <DeliveryCounts />
    </Card>
  );
}
