import Swords from "lucide-react/icons/swords";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Label } from "@/components/ui/label";
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
        <NativeSelect
          id="compare-with"
          value={other}
          onChange={(event) => setOther(event.target.value)}
          wrapperClassName="min-w-0 flex-1"
        >
          <option value="">{t("playerPage.comparePick")}</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
        <button type="submit" disabled={!other} className={buttonClasses("secondary", "md")}>
          <Swords aria-hidden="true" className="size-5" />
          {t("playerPage.compareGo")}
        </button>
      </div>
    </form>
  );
}
