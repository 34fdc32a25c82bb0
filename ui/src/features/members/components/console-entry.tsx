import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { useConsoleOwner } from "@/lib/session/session";
import type { Me } from "@/lib/wire";
import { useOpenConsole } from "@/shared/members/api/open-console";

/**
 * An organizer's way into the console (docs/rules.md#committee): it opens in their own name
 * from here, never with the password. Where their console is already open in this browser,
 * the button just goes to it.
 */
export function ConsoleEntry({ me }: { me: Me }) {
  const t = useT();
  const owner = useConsoleOwner();
  const open = useOpenConsole(t("member.openConsoleFailed"));
  if (owner !== null && owner !== "password" && owner.playerId === me.playerId) {
    return (
      <Link to="/admin" className={buttonClasses("primary", "md")}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t("member.openConsole")}
      </Link>
    );
  }
  return (
    <Button disabled={open.isPending} onClick={() => open.mutate()}>
      <ShieldCheck aria-hidden="true" className="size-5" />
      {open.isPending ? t("member.openingConsole") : t("member.openConsole")}
    </Button>
  );
}
