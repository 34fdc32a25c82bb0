import KeyRound from "lucide-react/icons/key-round";
import MessageCircle from "lucide-react/icons/message-circle";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { cx } from "@/lib/class-names";
import { translate, useFormat, useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";
import { useCreateSignInLink, type WordedSignInLink } from "../api/create-sign-in-link";
import { whatsAppTo } from "../model/sign-in-link";
import { LinkField } from "./link-field";

/**
 * "Send by WhatsApp": a chat with the player's phone, the message typed in, in the player's
 * language (not the console's); without a phone, why not.
 */
function WhatsAppButton({ player, link }: { player: Player; link: WordedSignInLink }) {
  const t = useT();
  const format = useFormat();
  // A date is dd/mm/yyyy in both languages.
  const expiry = format.dateTime(link.expiresAt);
  const href = whatsAppTo(
    player.phone,
    translate("memberAdmin.whatsAppText", { name: player.name, date: expiry.date }, link.language),
    link.url,
  );
  if (!href) {
    return (
      <div className="grid gap-1.5">
        <Button
          variant="secondary"
          disabled
          aria-describedby="sign-in-no-phone"
          className="sm:justify-self-start"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t("adminPlayers.sendWhatsApp")}
        </Button>
        <p id="sign-in-no-phone" className="text-sm text-slate-700">
          {t("memberAdmin.noPhone", { name: player.name })}
        </p>
      </div>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(buttonClasses("secondary", "md"), "w-full sm:w-auto sm:justify-self-start")}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {t("adminPlayers.sendWhatsApp")}
    </a>
  );
}

/**
 * Making the link and handing it over three ways: to copy, as a QR code to scan from this
 * screen, and by WhatsApp. Mounted per opening, so a shown link is gone once closed.
 */
function SignInLinkBody({ player }: { player: Player }) {
  const t = useT();
  const format = useFormat();
  const [link, setLink] = useState<WordedSignInLink | null>(null);
  const create = useCreateSignInLink(setLink);
  return (
    <div className="grid grid-cols-1 gap-5">
      {link ? (
        <>
          <LinkField
            url={link.url}
            label={t("memberAdmin.linkLabel")}
            note={t("memberAdmin.linkNote", format.dateTime(link.expiresAt))}
          />
          <figure className="grid justify-items-center gap-2 rounded-2xl border border-slate-200 p-4">
            <QRCodeSVG
              value={link.url}
              size={200}
              level="M"
              marginSize={2}
              title={t("memberAdmin.qrTitle", { name: player.name })}
              className="h-auto w-full max-w-52"
            />
            <figcaption className="text-center text-sm text-slate-700">{t("memberAdmin.qrHint")}</figcaption>
          </figure>
          <WhatsAppButton player={player} link={link} />
        </>
      ) : null}
      <Button
        variant={link ? "secondary" : "primary"}
        disabled={create.isPending}
        onClick={() => create.mutate(player.id)}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {create.isPending
          ? t("memberAdmin.making")
          : link
            ? t("memberAdmin.makeAnother")
            : t("memberAdmin.make")}
      </Button>
    </div>
  );
}

/**
 * The Sign-in link dialog (docs/rules.md#members): a one-time link that signs the player in
 * on their phone, valid 7 days; a new one ends the one before.
 */
export function SignInLinkDialog({ player, onClose }: { player: Player | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={player !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t("memberAdmin.linkTitle", { name: player?.name ?? "" })}
        description={t("memberAdmin.linkDescription", { name: player?.name ?? "" })}
        size="md"
      >
        {player ? <SignInLinkBody key={player.id} player={player} /> : null}
      </DialogContent>
    </Dialog>
  );
}
