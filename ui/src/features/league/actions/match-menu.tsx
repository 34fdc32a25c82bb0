import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import EllipsisVertical from "lucide-react/icons/ellipsis-vertical";
import History from "lucide-react/icons/rotate-ccw-clock";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import XCircle from "lucide-react/icons/circle-x";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";

/** Props of `MatchMenu`. */
export interface MatchMenuProps {
  match: LeagueMatch;
  /** Left out for a member on a score they may not change (only theirs, while it awaits). */
  onEdit?: () => void;
  /** Left out for a signed-in member, who cancels their own challenge on its card. */
  onCancel?: () => void;
  /** The admin's: the match's history. */
  onHistory?: () => void;
  /** The admin's: deletes a completed match (a pending one is cancelled with `onCancel`). */
  onDelete?: () => void;
}

const itemClasses =
  "flex min-h-11 cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 text-base font-medium text-slate-900 outline-none data-[highlighted]:bg-court-50";

/**
 * A league card's menu: Edit, and Cancel while the match is pending; for the admin also
 * History, and Delete once it has a score (docs/rules.md#permissions).
 */
export function MatchMenu({ match, onEdit, onCancel, onHistory, onDelete }: MatchMenuProps) {
  const t = useT();
  return (
    // Not modal: the item opens a dialog, which takes the focus trap over from the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 -mt-2"
          aria-label={t("leagueActions.menu", { player1: match.player1Name, player2: match.player2Name })}
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          {onEdit ? (
            <DropdownMenu.Item className={itemClasses} onSelect={onEdit}>
              <Pencil aria-hidden="true" className="size-4 text-court-700" />
              {t("leagueActions.edit")}
            </DropdownMenu.Item>
          ) : null}
          {onHistory ? (
            <DropdownMenu.Item className={itemClasses} onSelect={onHistory}>
              <History aria-hidden="true" className="size-4 text-court-700" />
              {t("leagueActions.historyItem")}
            </DropdownMenu.Item>
          ) : null}
          {match.status === "pending" ? (
            onCancel ? (
              <DropdownMenu.Item className={`${itemClasses} text-clay-700`} onSelect={onCancel}>
                <XCircle aria-hidden="true" className="size-4" />
                {t("leagueActions.cancelMatchItem")}
              </DropdownMenu.Item>
            ) : null
          ) : onDelete ? (
            <DropdownMenu.Item className={`${itemClasses} text-clay-700`} onSelect={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("leagueActions.deleteMatchItem")}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
