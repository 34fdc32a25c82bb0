import { useT } from "@/lib/i18n";

/** The overall rankings table. */
export function RankingsPage() {
  const t = useT();
  return <h1 className="text-3xl font-extrabold text-court-900">{t("rankings.title")}</h1>;
}
