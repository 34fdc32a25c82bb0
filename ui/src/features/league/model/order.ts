import type { LeagueMatch } from "../api/types";

/**
 * The League tab's order (spec §2): pending matches first, then by date, the
 * newest first; on the same day the later time first, then the newer match.
 */
export function orderLeagueMatches(matches: readonly LeagueMatch[]): LeagueMatch[] {
  return [...matches].sort((a, b) => {
    const pendingFirst = Number(b.status === "pending") - Number(a.status === "pending");
    if (pendingFirst !== 0) return pendingFirst;
    if (a.date !== b.date) return a.date < b.date ? 1 : -1;
    const timeA = a.time ?? "";
    const timeB = b.time ?? "";
    if (timeA !== timeB) return timeA < timeB ? 1 : -1;
    return b.id - a.id;
  });
}
