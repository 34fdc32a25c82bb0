import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import type { Level } from "@/lib/wire";

/** Props of `LevelChoice`. */
export interface LevelChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  value: Level | null;
  onChange: (level: Level | null) => void;
}

const CHOICES: readonly (Level | null)[] = [null, "C+", "B"];

/**
 * 'Level' as three radio cards: Not confirmed, C+ and B (docs/rules.md#level-and-fee). Only
 * the admin's Add and Edit Player forms have it: a newcomer never confirms their own level.
 */
export function LevelChoice({ name, value, onChange }: LevelChoiceProps) {
  const t = useT();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="grid grid-cols-1 gap-1.5" aria-describedby={hintId}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("level.legend")}</legend>
      <div className="grid grid-cols-3 gap-2">
        {CHOICES.map((level) => (
          <label
            key={level ?? "none"}
            className={cx(
              "flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 px-2 text-center text-base font-bold",
              value === level
                ? "border-court-700 bg-court-50 text-court-900"
                : "border-slate-200 text-slate-700",
            )}
          >
            <input
              type="radio"
              name={name}
              value={level ?? ""}
              checked={value === level}
              onChange={() => onChange(level)}
              className="size-4 shrink-0 accent-court-700"
            />
            {level ?? t("level.unconfirmed")}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t("level.hint")}
      </p>
    </fieldset>
  );
}
