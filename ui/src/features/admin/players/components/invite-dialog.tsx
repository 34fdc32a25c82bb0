import Link2 from "lucide-react/icons/link-2";
import MessageCircle from "lucide-react/icons/message-circle";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { CreatedInvitation } from "@/lib/wire";
import { whatsAppLink } from "@/shared/share/share-text";
import { useCreateInvitation } from "../api/create-invitation";
import { invitationUrl } from "../model/invitation";
import { InvitationList } from "./invitation-list";
import { LinkField } from "./link-field";

/** The address a new invitation's link opens. */
const url = (created: CreatedInvitation) => invitationUrl(window.location.origin, created.inviteToken);

/**
 * Creating a link and showing it, to copy or to send by WhatsApp (a `wa.me` link with a short
 * invitation in the admin's language); mounted per opening, so a shown token is gone once closed.
 */
function InviteBody() {
  const t = useT();
  const format = useFormat();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const create = useCreateInvitation(setCreated);
  const expiry = created ? format.dateTime(created.expiresAt) : null;
  return (
    <div className="grid grid-cols-1 gap-5">
      {created && expiry ? (
        <>
          <LinkField
            url={url(created)}
            note={`${t("adminPlayers.expiresAt", expiry)}. ${t("adminPlayers.linkOnce")}`}
          />
          <a
            href={whatsAppLink({
              text: t("adminPlayers.whatsAppInvite", { date: expiry.date }),
              url: url(created),
            })}
            target="_blank"
            rel="noopener noreferrer"
            className={cx(buttonClasses("secondary", "md"), "w-full sm:w-auto sm:justify-self-start")}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t("adminPlayers.sendWhatsApp")}
          </a>
        </>
      ) : null}
      <Button
        variant={created ? "secondary" : "primary"}
        disabled={create.isPending}
        onClick={() => create.mutate()}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Link2 aria-hidden="true" className="size-5" />
        {create.isPending ? t("adminPlayers.creatingLink") : t("adminPlayers.createLink")}
      </Button>
      <InvitationList />
    </div>
  );
}

/** The Invite Player dialog (docs/rules.md#permissions): create a link, copy it, see and revoke live ones. */

export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("adminPlayers.inviteTitle")}
        description={t("adminPlayers.inviteDescription")}
        size="md"
      >
        <InviteBody />
      </DialogContent>
    </Dialog>
  );
}
