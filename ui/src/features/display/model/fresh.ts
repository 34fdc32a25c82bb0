import type { LeagueMatch, Match } from "@/lib/wire";
import { leagueKey, matchKey } from "./slides";

/**
 * Which results are new since the data shown before: what the display highlights when a
 * result comes in. A result is its score, outcome and winner; a match without one has an
 * empty signature.
 */

/** Each match's result signature by its key (`match-41`, `league-7`). */
export function resultSignatures(
  matches: readonly Match[],
  league: readonly LeagueMatch[],
): ReadonlyMap<string, string> {
  const signatures = new Map<string, string>();
  for (const match of matches) {
    if (match.isBye) continue;
    const played = match.status === "completed";
    signatures.set(
      matchKey(match.id),
      played ? `${match.score ?? ""}|${match.outcome ?? ""}|${match.winnerId ?? ""}` : "",
    );
  }
  for (const match of league) {
    const played = match.status === "completed";
    signatures.set(leagueKey(match.id), played ? `${match.score ?? ""}|${match.winnerId ?? ""}` : "");
  }
  return signatures;
}

/**
 * The keys whose result appeared or changed between `before` and `after`. Nothing is new on
 * the first look (`before` null), and a match seen for the first time is not new either: it
 * was loaded, not played just now.
 */
export function newResults(
  before: ReadonlyMap<string, string> | null,
  after: ReadonlyMap<string, string>,
): string[] {
  if (before === null) return [];
  const fresh: string[] = [];
  for (const [key, signature] of after) {
    const was = before.get(key);
    if (signature !== "" && was !== undefined && was !== signature) fresh.push(key);
  }
  return fresh;
}
