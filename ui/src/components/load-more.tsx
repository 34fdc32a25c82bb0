import ChevronsDown from "lucide-react/icons/chevrons-down";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

/** Props of `LoadMore`. */
export interface LoadMoreProps {
  /** How many items the list shows. */
  shown: number;
  /** How many there are in all, once the server has said. */
  total: number | null;
  /** Whether another page is left to load. */
  hasMore: boolean;
  /** Whether the next page is on its way. */
  loading: boolean;
  onMore: () => void;
  /** What to say when the last "Load more" failed. */
  failed?: string | null;
}

/**
 * The foot of a list loaded a page at a time: "Showing n of total", and "Load more" while
 * pages are left.
 */
export function LoadMore({ shown, total, hasMore, loading, onMore, failed = null }: LoadMoreProps) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3">
      {total !== null ? (
        <p aria-live="polite" className="text-sm font-medium text-slate-700">
          {t("list.showing", { shown, total: Math.max(total, shown) })}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-clay-700">
          {failed}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" className="w-full sm:w-auto" disabled={loading} onClick={onMore}>
          <ChevronsDown aria-hidden="true" className="size-5" />
          {loading ? t("list.loadingMore") : t("list.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
