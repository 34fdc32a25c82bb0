import Home from "lucide-react/icons/house";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { PageTitle } from "@/components/page-title";
import { useT } from "@/lib/i18n";

/** Shown for any path the app does not know. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <PageTitle page={t("notFound.title")} />
      <p
        aria-hidden="true"
        className="text-7xl font-black tracking-tight text-court-700 underline decoration-ball-400 decoration-8 underline-offset-8"
      >
        404
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-court-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("notFound.body")}</p>
      <Link to="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
        <Home aria-hidden="true" className="size-5" />
        {t("notFound.home")}
      </Link>
    </section>
  );
}
