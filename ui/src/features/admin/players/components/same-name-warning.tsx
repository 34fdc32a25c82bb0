import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Button } from "@/components/ui/button";
import { usePlural, useT } from "@/lib/i18n";
import type { SameNamePlayer } from "../model/duplicate-name";

/** Props of `SameNameWarning`. */
export interface SameNameWarningProps {
  /** The other players who go by the name. */
  players: SameNamePlayer[];
  /** The button's words: "Add anyway", "Save anyway", "Approve anyway". */
  action: string;
  busy: boolean;
  /** Sends the same write again, allowing the duplicate name. */
  onConfirm: () => void;
}

/**
 * The warning that another player already goes by the name (case, accents and look-alike
 * letters aside), naming them; the admin may still save (docs/rules.md#ranking-and-name-order).
 */
export function SameNameWarning({ players, action, busy, onConfirm }: SameNameWarningProps) {
  const t = useT();
  const plural = usePlural();
  return (
    <div
      role="alert"
      className="grid grid-cols-1 justify-items-start gap-2 rounded-xl border-2 border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {t("adminPlayers.sameNameTitle")}
      </p>
      <p>{plural(players.length, "adminPlayers.sameNameBody")}</p>
      <ul aria-label={t("adminPlayers.sameNameList")} className="list-disc ps-6 font-semibold">
        {players.map((player) => (
          <li key={player.id}>{player.name}</li>
        ))}
      </ul>
      <p>{t("adminPlayers.sameNameHint")}</p>
      <Button variant="secondary" disabled={busy} onClick={onConfirm}>
        {action}
      </Button>
    </div>
  );
}
