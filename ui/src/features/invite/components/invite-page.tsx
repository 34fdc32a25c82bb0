import { useT } from "@/lib/i18n";

/** Signup through an invitation link. */
export function InvitePage() {
  const t = useT();
  return <h1 className="text-3xl font-extrabold text-court-900">{t("invite.title")}</h1>;
}
