import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

/** What a list shows when its data could not be loaded, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-clay-50 px-4 py-8 text-center"
    >
      <p className="text-base font-semibold text-clay-700">{t("error.loadFailed")}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t("action.retry")}
      </Button>
    </div>
  );
}
