import BookOpen from "lucide-react/icons/book-open";
import { Link } from "react-router";
import { useT } from "@/lib/i18n";

/** The footer on every page, with the link to the club rules. */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-court-50">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-sm text-slate-700 sm:flex-row sm:px-6">
        <p>{t("footer.club")}</p>
        <Link
          to="/reglamento"
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-bold text-court-800 underline-offset-4 hover:underline"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          {t("nav.rules")}
        </Link>
      </div>
    </footer>
  );
}
