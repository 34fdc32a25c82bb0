import ExternalLink from "lucide-react/icons/external-link";
import MonitorPlay from "lucide-react/icons/monitor-play";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";

/**
 * Where the admin finds the clubhouse display: what it shows, a link to open it, and how to
 * set up a kiosk browser on the clubhouse TV (docs/operations.md, "The clubhouse display").
 */
export function DisplayCard() {
  const t = useT();
  const url = `${window.location.origin}/display`;
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="flex items-center gap-2 text-xl font-extrabold text-court-900">
        <MonitorPlay aria-hidden="true" className="size-6 text-court-700" />
        {t("adminDisplay.title")}
      </h2>
      <p className="text-base text-slate-700">{t("adminDisplay.body")}</p>
      <p>
        <a href="/display" target="_blank" rel="noopener" className={buttonClasses("primary")}>
          <ExternalLink aria-hidden="true" className="size-5" />
          {t("adminDisplay.open")}
        </a>
      </p>
      <p className="break-words text-sm text-slate-700">{t("adminDisplay.kiosk", { url })}</p>
    </Card>
  );
}
