import { useT } from "@/lib/i18n";

/** Names the browser tab after the screen, so history and tabs read well. */
export function PageTitle({ page }: { page?: string }) {
  const t = useT();
  return <title>{page ? t("page.title", { page }) : t("app.name")}</title>;
}
