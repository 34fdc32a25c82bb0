import MessageCircle from "lucide-react/icons/message-circle";
import QrCode from "lucide-react/icons/qr-code";
import { useT } from "@/lib/i18n";

/**
 * How a member gets signed in: the club's admin makes their personal link, which arrives by
 * WhatsApp or as a QR code to scan; opening it on the phone and tapping "Sign in" is all.
 */
export function SignInHelp() {
  const t = useT();
  return (
    <div className="grid gap-3 text-left text-base text-slate-700">
      <p>{t("member.help.ask")}</p>
      <ul className="grid gap-2">
        <li className="flex items-start gap-2">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-court-700" />
          <span>{t("member.help.whatsapp")}</span>
        </li>
        <li className="flex items-start gap-2">
          <QrCode aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-court-700" />
          <span>{t("member.help.qr")}</span>
        </li>
      </ul>
      <p>{t("member.help.once")}</p>
    </div>
  );
}
