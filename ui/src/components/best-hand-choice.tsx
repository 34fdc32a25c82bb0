import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { BestHand } from "@/lib/wire";

/** Props of `BestHandChoice`. */
export interface BestHandChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  value: BestHand;
  onChange: (hand: BestHand) => void;
}

/** 'Best hand' as two big radio cards, Right and Left: the signup form and the admin's player forms. */
export function BestHandChoice({ name, value, onChange }: BestHandChoiceProps) {
  const t = useT();
  return (
    <fieldset className="grid grid-cols-1 gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("bestHand.legend")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["right", "left"] as const).map((hand) => (
          <label
            key={hand}
            className={cx(
              "flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 text-base font-bold",
              value === hand
                ? "border-court-700 bg-court-50 text-court-900"
                : "border-slate-200 text-slate-700",
            )}
          >
            <input
              type="radio"
              name={name}
              value={hand}
              checked={value === hand}
              onChange={() => onChange(hand)}
              className="size-4 accent-court-700"
            />
            {hand === "right" ? t("bestHand.right") : t("bestHand.left")}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
