import Search from "lucide-react/icons/search";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";

/** A picker's title (its group's label, `${id}-legend`) and its running count, green when complete. */
export function PickerHeader({
  id,
  title,
  counter,
  complete,
}: {
  id: string;
  title: string;
  counter: string;
  complete: boolean;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <span id={`${id}-legend`} className="text-sm font-semibold text-slate-800">
        {title}
      </span>
      <span
        aria-live="polite"
        className={cx(
          "rounded-full px-2.5 py-0.5 text-sm font-bold tabular-nums",
          complete ? "bg-court-100 text-court-900" : "bg-slate-100 text-slate-800",
        )}
      >
        {counter}
      </span>
    </div>
  );
}

/** A picker's search box (its id is the picker's, which the form's label points at). */
export function PickerSearch({
  id,
  query,
  onQuery,
  disabled,
}: {
  id: string;
  query: string;
  onQuery: (query: string) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        aria-label={t("adminTournaments.search")}
        placeholder={t("adminTournaments.search")}
        value={query}
        disabled={disabled}
        onChange={(event) => onQuery(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}

/**
 * The players a picker offers: `children`, one item each, or the empty state (no players, or
 * none matching `query`). Its border turns red with a problem. `focusable` lets the keyboard
 * scroll a locked list, whose own controls cannot take the focus.
 */
export function PickerList({
  query,
  clubEmpty,
  problem,
  focusable = false,
  children,
}: {
  query: string;
  /** The club has no player to offer at all. */
  clubEmpty: boolean;
  problem: boolean;
  focusable?: boolean;
  children: ReactNode[];
}) {
  const t = useT();
  return (
    <ul
      aria-label={t("adminTournaments.players")}
      tabIndex={focusable ? 0 : undefined}
      className={cx(
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-court-700",
        // Beside the form (two columns) the list takes the column's height; on a phone, 20rem.
        "max-h-80 overflow-y-auto rounded-xl border bg-white md:max-h-none md:min-h-72 md:flex-1 md:basis-0",
        problem ? "border-clay-600" : "border-slate-200",
      )}
    >
      {children.length === 0 ? (
        <li className="px-3 py-6 text-center text-sm text-slate-600">
          {clubEmpty
            ? t("adminTournaments.noPlayers")
            : t("adminTournaments.noMatch", { query: query.trim() })}
        </li>
      ) : (
        children
      )}
    </ul>
  );
}
