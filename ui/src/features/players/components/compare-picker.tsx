import { ChevronDown, Swords } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { usePlayers } from "@/shared/players/api/get-players";

/** "Compare with…": another player of the club, then the head-to-head page. */
export function ComparePicker({ playerId }: { playerId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const players = usePlayers();
  const [other, setOther] = useState("");
  const others = (players.data ?? []).filter((p) => p.id !== playerId && p.status === "approved");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (other) void navigate(`/players/${playerId}/vs/${other}`);
  };
  return (
    <form onSubmit={submit} className="grid w-full grid-cols-1 gap-1.5 sm:w-96">
      <Label htmlFor="compare-with">{t("playerPage.compare")}</Label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <select
            id="compare-with"
            value={other}
            onChange={(event) => setOther(event.target.value)}
            className={cx(fieldClasses, "appearance-none pr-10")}
          >
            <option value="">{t("playerPage.comparePick")}</option>
            {others.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
          />
        </div>
        <button type="submit" disabled={!other} className={buttonClasses("secondary", "md")}>
          <Swords aria-hidden="true" className="size-5" />
          {t("playerPage.compareGo")}
        </button>
      </div>
    </form>
  );
}
