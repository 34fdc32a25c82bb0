import { NativeSelect } from "@/components/ui/native-select";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n";
import type { Season } from "@/lib/wire";
import { ALL_TIME } from "@/shared/players/model/season";

/** The picker's value of the current season (the URL leaves it out). */
const CURRENT = "current";

/** Props of `SeasonPicker`. */
export interface SeasonPickerProps {
  id: string;
  /** The chosen season: a year, `ALL_TIME`, or null for the current one. */
  season: Season | null;
  /** The current season's year. */
  current: Season;
  /** The past seasons with results, newest first. */
  past: Season[];
  onChange: (season: Season | null) => void;
}

/**
 * The rankings' season: this season, each past one, all time. A native select, so a phone
 * shows its own picker. A year asked for in the URL that is not in the list (a season without
 * results) is offered too, so the field always says what is shown.
 */
export function SeasonPicker({ id, season, current, past, onChange }: SeasonPickerProps) {
  const t = useT();
  const value = season === null || season === current ? CURRENT : season;
  const years = past.filter((year) => year !== current);
  if (value !== CURRENT && value !== ALL_TIME && !years.includes(value)) {
    years.push(value);
    years.sort((a, b) => b.localeCompare(a));
  }
  return (
    <div className="grid grid-cols-1 gap-1.5 sm:w-64">
      <Label htmlFor={id}>{t("seasons.picker")}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value === CURRENT ? null : event.target.value)}
      >
        <option value={CURRENT}>{t("seasons.thisSeason", { season: current })}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
        <option value={ALL_TIME}>{t("seasons.allTime")}</option>
      </NativeSelect>
    </div>
  );
}
