import type { Page } from "@/lib/api";
import type { LeagueMatch } from "@/lib/wire";

/** What the League tab shows of the pages loaded so far. */
export interface LoadedMatches {
  /** In the server's order (pending first, then newest first). */
  matches: LeagueMatch[];
  /** How many matches the filters find in all; null when the server did not say. */
  total: number | null;
}

/**
 * The loaded pages as one list. A match created while the list was read pushes
 * the others one place down, so the next page can start with one already shown:
 * each match is listed once, where it first came. The total is the newest page's.
 */
export function loadedMatches(pages: readonly Page<LeagueMatch>[]): LoadedMatches {
  const seen = new Set<number>();
  const matches: LeagueMatch[] = [];
  for (const page of pages) {
    for (const match of page.items) {
      if (seen.has(match.id)) continue;
      seen.add(match.id);
      matches.push(match);
    }
  }
  return { matches, total: pages.at(-1)?.total ?? null };
}
