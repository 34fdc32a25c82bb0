import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import type { OnDemandProps } from "@/components/ui/dialog-on-demand";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { SignInHelp } from "@/shared/members/components/sign-in-help";

/** "Sign in" from the top bar: members sign in with the personal link the club's admin makes. */
export function SignInHelpDialog({ open, onOpenChange }: OnDemandProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("member.help.title")} size="sm">
        <SignInHelp />
        <DialogFooter>
          <DialogClose className={buttonClasses("primary", "md")}>{t("member.help.understood")}</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
