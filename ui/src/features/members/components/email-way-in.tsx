import { useT } from "@/lib/i18n";
import { useFeatures } from "../api/get-features";
import { EmailLinkForm } from "./email-link-form";

/**
 * The way in besides the admin's link: "Email me a link" where the club sends email
 * (`/api/features`), else the plain advice to ask the club for a link. Nothing while the
 * server has not said; the advice if it cannot be asked.
 */
export function EmailWayIn() {
  const t = useT();
  const features = useFeatures();
  if (features.isPending) return null;
  if (features.data?.emailEnabled) return <EmailLinkForm />;
  return <p className="text-base font-semibold text-slate-800">{t("signIn.askClub")}</p>;
}
