import { useT } from "@/lib/i18n";

/** The admin console. */
export function AdminPage() {
  const t = useT();
  return <h1 className="text-3xl font-extrabold text-court-900">{t("admin.title")}</h1>;
}
