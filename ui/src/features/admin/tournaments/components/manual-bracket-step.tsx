import Eraser from "lucide-react/icons/eraser";
import Wand2 from "lucide-react/icons/wand-sparkles";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FieldError } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { cx } from "@/lib/class-names";
import { useT, type Translate } from "@/lib/i18n";
import type { DrawPlan, Player } from "@/lib/wire";
import type { Problem } from "../model/problem";
import { assignSlot, emptySlots, placeOf, type Slots, unplaced } from "../model/slots";

/** Props of `ManualBracketStep`. */
export interface ManualBracketStepProps {
  /** The server's plan of the draw: its groups or lines. */
  plan: DrawPlan;
  slots: Slots;
  onChange: (slots: Slots) => void;
  /** Asks the server to place the players still waiting, as automatic seeding would. */
  onAutoFill: () => void;
  /** While the server is placing them. */
  autoFilling: boolean;
  /** The selected players (in doubles, the teams under their first players), strongest first. */
  players: readonly Pick<Player, "id" | "name">[];
  problem: Problem | null;
  problemId: string;
}

/** A position's name, as its picker is labelled: "Group B, position 3" or "Line 7". */
function placeName(plan: DrawPlan, index: number, t: Translate): string {
  const place = placeOf(plan, index);
  return place.kind === "group"
    ? t("adminTournaments.groupSlot", { letter: place.letter, n: place.n })
    : t("adminTournaments.line", { n: place.n });
}

/**
 * Step 2 of Create New Tournament: every selected player gets a group slot or a
 * draw line. The positions use the phone's own picker: up to 64 of them, each
 * listing every player, which a native select draws at no cost.
 */
export function ManualBracketStep({
  plan,
  slots,
  onChange,
  onAutoFill,
  autoFilling,
  players,
  problem,
  problemId,
}: ManualBracketStepProps) {
  const t = useT();
  const ids = players.map((player) => player.id);
  const waiting = unplaced(slots, ids);
  const byId = new Map(players.map((player) => [player.id, player]));
  const hybrid = plan.groups.length > 0;

  const slotSelect = (index: number) => {
    const current = slots[index] ?? null;
    return (
      <NativeSelect
        aria-label={placeName(plan, index, t)}
        value={current === null ? "" : String(current)}
        onChange={(event) =>
          onChange(assignSlot(slots, index, event.target.value === "" ? null : Number(event.target.value)))
        }
        className={cx("truncate", current === null && "text-slate-600")}
      >
        <option value="">{hybrid ? t("adminTournaments.choosePlayer") : t("adminTournaments.bye")}</option>
        {players.map((player) => {
          const at = slots.indexOf(player.id);
          return (
            <option key={player.id} value={player.id}>
              {at === -1 || at === index
                ? player.name
                : t("adminTournaments.placedAt", { name: player.name, place: placeName(plan, at, t) })}
            </option>
          );
        })}
      </NativeSelect>
    );
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-slate-700">
        {hybrid
          ? t("adminTournaments.groupsHint")
          : t("adminTournaments.drawHint", { size: slots.length, count: players.length })}
      </p>
      <div className="grid grid-cols-1 gap-3 rounded-2xl bg-court-50 p-3 ring-1 ring-court-100 sm:flex sm:items-center sm:justify-between">
        <div className="min-w-0" aria-live="polite">
          <p className="text-sm font-bold text-court-900">
            {waiting.length === 0
              ? t("adminTournaments.allPlaced")
              : t("adminTournaments.toPlace", { count: waiting.length })}
          </p>
          {waiting.length > 0 ? (
            <p className="text-sm text-slate-700">
              {waiting.map((id) => byId.get(id)?.name ?? String(id)).join(", ")}
            </p>
          ) : null}
        </div>
        {/* A phone puts one under the other: "Completar automáticamente" is wider than half of it. */}
        <div className="grid shrink-0 grid-cols-1 gap-2 sm:grid-cols-2">
          <Button variant="accent" onClick={onAutoFill} disabled={waiting.length === 0 || autoFilling}>
            <Wand2 aria-hidden="true" className="size-4" />
            {t("adminTournaments.autoFill")}
          </Button>
          <Button variant="secondary" onClick={() => onChange(emptySlots(slots.length))}>
            <Eraser aria-hidden="true" className="size-4" />
            {t("adminTournaments.clearBracket")}
          </Button>
        </div>
      </div>
      <FieldError id={problemId}>{problem ? t(problem.key, problem.params) : undefined}</FieldError>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {hybrid
          ? plan.groups.map((group) => (
              <Card key={group.letter} className="overflow-hidden">
                <h3 className="bg-court-800 px-4 py-2 text-base font-extrabold text-white">
                  {t("adminTournaments.group", { letter: group.letter })}
                </h3>
                <ol className="grid grid-cols-1 gap-2 p-3">
                  {group.positions.map((index, position) => (
                    <li key={index} className="flex items-center gap-2">
                      <span aria-hidden="true" className="w-5 text-sm font-bold tabular-nums text-slate-500">
                        {position + 1}
                      </span>
                      <div className="min-w-0 flex-1">{slotSelect(index)}</div>
                    </li>
                  ))}
                </ol>
              </Card>
            ))
          : plan.firstRound.map(([top, bottom], match) => (
              <Card key={top} className="overflow-hidden">
                <h3 className="bg-court-800 px-4 py-2 text-base font-extrabold text-white">
                  {t("adminTournaments.match", { n: match + 1 })}
                </h3>
                <ol className="grid grid-cols-1 gap-2 p-3">
                  {[top, bottom].map((index) => (
                    <li key={index} className="flex items-center gap-2">
                      <span aria-hidden="true" className="w-6 text-sm font-bold tabular-nums text-slate-500">
                        {index + 1}
                      </span>
                      <div className="min-w-0 flex-1">{slotSelect(index)}</div>
                    </li>
                  ))}
                </ol>
              </Card>
            ))}
      </div>
    </div>
  );
}
