import { clubToday } from "@/lib/dates";
import type { Season } from "@/lib/wire";

/** The wire value of all time. */
export const ALL_TIME = "all";

/** A year the server accepts as a season (it still refuses one before 2000 or in the future). */
const YEAR = /^\d{4}$/;

/**
 * The season a page asks for, from a `?season=` value: a year ("2025"), `ALL_TIME`, or null for
 * the current season. An absent or malformed value is the current season, which the server
 * picks by its own clock (so a page left open over New Year's Eve never asks for a year the
 * server has not reached).
 */
export function seasonFromParam(value: string | null | undefined): Season | null {
  if (!value) return null;
  return value === ALL_TIME || YEAR.test(value) ? value : null;
}

/** The `?season=` part of a call's path; empty for the current season. */
export function seasonQuery(season: Season | null | undefined): string {
  return season ? `?season=${encodeURIComponent(season)}` : "";
}

/** The season in a query key: the chosen one, or "current". */
export function seasonKey(season: Season | null | undefined): string {
  return season ?? "current";
}

/** The current season by the club's calendar, until the server says which one it is. */
export function clubSeason(now: Date = new Date()): Season {
  return clubToday(now).slice(0, 4);
}
