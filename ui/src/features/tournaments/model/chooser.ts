import type { Tournament } from "@/lib/wire";

/**
 * The tournament a bracket shows: the one asked for, else the active one, else
 * the one with the highest id; none when the list is empty.
 */
export function chooseBracketTournament(
  tournaments: readonly Tournament[],
  wanted?: number,
): Tournament | null {
  if (wanted !== undefined) {
    const found = tournaments.find((tournament) => tournament.id === wanted);
    if (found) return found;
  }
  const active = tournaments.find((tournament) => tournament.status === "active");
  if (active) return active;
  return tournaments.reduce<Tournament | null>(
    (best, tournament) => (!best || tournament.id > best.id ? tournament : best),
    null,
  );
}
