import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import EllipsisVertical from "lucide-react/icons/ellipsis-vertical";
import KeyRound from "lucide-react/icons/key-round";
import MonitorOff from "lucide-react/icons/monitor-off";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldOff from "lucide-react/icons/shield-off";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";

/** Props of `PlayerMenu`. */
export interface PlayerMenuProps {
  player: Player;
  /** Opens the player's sign-in link; left out where this console may not make one. */
  onSignInLink?: (player: Player) => void;
  onEndSessions: (player: Player) => void;
  /** Makes the player an organizer or a member again; left out where this console may not. */
  onRole?: (player: Player) => void;
}

const itemClasses =
  "flex min-h-11 cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 text-base font-medium text-slate-900 outline-none data-[highlighted]:bg-court-50";

/**
 * A player's menu in the console (docs/rules.md#members): their sign-in link, their role
 * (docs/rules.md#committee), and ending their sessions on every device (a lost phone).
 */
export function PlayerMenu({ player, onSignInLink, onEndSessions, onRole }: PlayerMenuProps) {
  const t = useT();
  const organizer = player.role === "organizer";
  return (
    // Not modal: the item opens a dialog, which takes the focus trap over from the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("memberAdmin.menu", { name: player.name })}>
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-48 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          {onSignInLink ? (
            <DropdownMenu.Item className={itemClasses} onSelect={() => onSignInLink(player)}>
              <KeyRound aria-hidden="true" className="size-4 text-court-700" />
              {t("memberAdmin.linkItem")}
            </DropdownMenu.Item>
          ) : null}
          {onRole ? (
            <DropdownMenu.Item className={itemClasses} onSelect={() => onRole(player)}>
              {organizer ? (
                <ShieldOff aria-hidden="true" className="size-4 text-court-700" />
              ) : (
                <ShieldCheck aria-hidden="true" className="size-4 text-court-700" />
              )}
              {organizer ? t("committee.removeItem") : t("committee.makeItem")}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className={`${itemClasses} text-clay-700`}
            onSelect={() => onEndSessions(player)}
          >
            <MonitorOff aria-hidden="true" className="size-4" />
            {t("memberAdmin.endSessionsItem")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
