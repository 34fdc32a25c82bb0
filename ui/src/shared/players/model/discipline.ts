import type { Discipline } from "@/lib/wire";

/** The URL's name of the doubles ranking; singles, the general ranking, is left out. */
export const DOUBLES: Discipline = "doubles";

/**
 * The ranking a page shows, from a `?discipline=` value: `doubles`, or else `singles` (the
 * general ranking), so a malformed value never reaches the server.
 */
export function disciplineFromParam(value: string | null | undefined): Discipline {
  return value === DOUBLES ? DOUBLES : "singles";
}
