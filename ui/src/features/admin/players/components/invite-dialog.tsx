import { Link2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useFormat, useT } from "@/lib/i18n";
import type { CreatedInvitation } from "@/lib/wire";
import { useCreateInvitation } from "../api/create-invitation";
import { invitationUrl } from "../model/invitation";
import { InvitationList } from "./invitation-list";
import { LinkField } from "./link-field";

/** Creating a link and showing it; mounted per opening, so a shown token is gone once closed. */
function InviteBody() {
  const t = useT();
  const format = useFormat();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const create = useCreateInvitation(setCreated);
  const expiry = created ? format.dateTime(created.expiresAt) : null;
  return (
    <div className="grid grid-cols-1 gap-5">
      {created && expiry ? (
        <LinkField
          url={invitationUrl(window.location.origin, created.inviteToken)}
          note={`${t("adminPlayers.expiresAt", expiry)}. ${t("adminPlayers.linkOnce")}`}
        />
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
