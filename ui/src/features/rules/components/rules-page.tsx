import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import { RulesDocument } from "@/components/rules-document";
import { PageTitle } from "@/components/page-title";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import { useRulesText } from "@/lib/rules/load";

/**
 * The club rules in the visitor's language: the Spanish text from the server or the built-in
 * copy, or the English version written from the same facts. The page's own words follow the
 * text's language (the spec gives the Spanish page's in Spanish).
 */
export function RulesPage() {
  const t = useT();
  const rules = useRulesText();
  const english = rules.lang === "en";
  const backHome = (
    <Link to="/" className={buttonClasses("secondary", "md")}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t(english ? "words.rulesBackHome" : "rules.backHome")}
    </Link>
  );

  if (rules.isPending) return <Spinner label={t("rules.loading")} />;

  const text = rules.data?.trim() ?? "";
  return (
    <article lang={rules.lang} className="mx-auto max-w-3xl">
      <PageTitle page={t("nav.rules")} />
      <div className="mb-4">{backHome}</div>
      <Card className="p-5 sm:p-10">
        {text ? (
          <RulesDocument text={text} />
        ) : (
          <p role="alert" className="text-lg font-semibold text-clay-700">
            {t("rules.loadFailed")}
          </p>
        )}
      </Card>
      <div className="mt-6">{backHome}</div>
    </article>
  );
}
