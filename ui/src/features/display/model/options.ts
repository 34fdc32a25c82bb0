/**
 * What the display's address says (`/display?every=20&panels=matches,groups,bracket,rankings,league`):
 * how long each screen stays, and which panels to show in which order. Anything it does not
 * understand falls back to the defaults, so a mistyped kiosk address still shows the club.
 */

/** The panels a kiosk address can name, in their default order. */
export const PANEL_KINDS = ["today", "matches", "groups", "bracket", "rankings", "league"] as const;

/** A panel a kiosk address can name. */
export type PanelKind = (typeof PANEL_KINDS)[number];

/** Seconds each screen stays by default. */
export const DEFAULT_EVERY_SECONDS = 15;
/** The shortest and longest stay the address may ask for, in seconds. */
export const EVERY_LIMITS = { min: 1, max: 600 } as const;

/** The display's settings. */
export interface DisplayOptions {
  /** Seconds each screen stays. */
  every: number;
  /** The panels, in order, without repeats. */
  panels: PanelKind[];
}

function isPanelKind(value: string): value is PanelKind {
  return (PANEL_KINDS as readonly string[]).includes(value);
}

/** Reads the settings from the address's query string (`?every=…&panels=…`). */
export function parseDisplayOptions(search: string): DisplayOptions {
  const query = new URLSearchParams(search);
  const everyText = query.get("every")?.trim() ?? "";
  const every = /^\d+$/.test(everyText) ? Number(everyText) : Number.NaN;
  const named = (query.get("panels") ?? "")
    .split(",")
    .map((panel) => panel.trim().toLowerCase())
    .filter(isPanelKind);
  const panels = [...new Set(named)];
  return {
    every:
      Number.isFinite(every) && every >= EVERY_LIMITS.min
        ? Math.min(every, EVERY_LIMITS.max)
        : DEFAULT_EVERY_SECONDS,
    panels: panels.length > 0 ? panels : [...PANEL_KINDS],
  };
}
