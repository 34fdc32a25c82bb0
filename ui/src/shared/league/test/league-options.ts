import type { LeagueOptions } from "@/lib/wire";

/** GET /api/league/options as the server answers it: every half hour from 8:00 to 21:00, 14 courts, 1 to 3 sets of 0 to 7 games. */
export const LEAGUE_OPTIONS: LeagueOptions = {
  timeSlots: Array.from({ length: 27 }, (_, index) => {
    const minute = 8 * 60 + index * 30;
    return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  }),
  courts: Array.from({ length: 14 }, (_, index) => index + 1),
  setsPlayed: [1, 2, 3],
  maxSetGames: 7,
};
