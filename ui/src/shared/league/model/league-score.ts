import type { LeagueMatch, LeagueSetScore } from "@/lib/wire";
import type { LeagueScorePayload } from "../api/record-league-score";

/** How many sets a league match lasted (docs/rules.md#league-scores: the form holds up to 3). */
export type SetsPlayed = 1 | 2 | 3;

/** The choices of "Sets played" among those the server allows (`LeagueOptions.setsPlayed`), in its order. */
export function setsPlayedChoices(allowed: readonly number[]): SetsPlayed[] {
  return allowed.filter((count): count is SetsPlayed => count === 1 || count === 2 || count === 3);
}

/** One set's two fields, as typed. */
export interface SetEntry {
  player1: string;
  player2: string;
}

/** What the score form holds: the sets played and the fields of all three sets. */
export interface LeagueScoreForm {
  setsPlayed: SetsPlayed;
  sets: [SetEntry, SetEntry, SetEntry];
}

/** The outcome of checking the form: the payload, or the sets that need fixing (0-based). */
export type LeagueScoreCheck =
  { ok: true; payload: LeagueScorePayload } | { ok: false; invalidSets: number[] };

/**
 * A set's games as a number, or null when empty or outside 0..`maxGames` whole games
 * (`maxGames` is the server's `LeagueOptions.maxSetGames`).
 */
export function parseGames(text: string, maxGames: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const games = Number(trimmed);
  return games <= maxGames ? games : null;
}

/** Who took a set: the higher score; equal games is a tied set (winner 0). */
export function setWinner(player1Score: number, player2Score: number): LeagueSetScore["winner"] {
  if (player1Score > player2Score) return 1;
  if (player2Score > player1Score) return 2;
  return 0;
}

/** The winner of one set as typed, or null while its fields are not both valid. */
export function entryWinner(entry: SetEntry, maxGames: number): LeagueSetScore["winner"] | null {
  const player1 = parseGames(entry.player1, maxGames);
  const player2 = parseGames(entry.player2, maxGames);
  return player1 === null || player2 === null ? null : setWinner(player1, player2);
}

/**
 * Checks the played sets (docs/rules.md#league-scores: both scores filled, whole games
 * from 0 to `maxGames`) and builds the payload with each set's winner; sets beyond
 * `setsPlayed` are ignored.
 */
export function checkLeagueScore(matchId: number, form: LeagueScoreForm, maxGames: number): LeagueScoreCheck {
  const setScores: LeagueSetScore[] = [];
  const invalidSets: number[] = [];
  form.sets.slice(0, form.setsPlayed).forEach((entry, index) => {
    const player1Score = parseGames(entry.player1, maxGames);
    const player2Score = parseGames(entry.player2, maxGames);
    if (player1Score === null || player2Score === null) invalidSets.push(index);
    else setScores.push({ player1Score, player2Score, winner: setWinner(player1Score, player2Score) });
  });
  if (invalidSets.length > 0) return { ok: false, invalidSets };
  return { ok: true, payload: { matchId, setsPlayed: form.setsPlayed, setScores } };
}

const emptySet = (): SetEntry => ({ player1: "", player2: "" });

/** The form for a match: empty for a pending one, its recorded sets for an edit. */
export function initialLeagueScoreForm(match: LeagueMatch): LeagueScoreForm {
  const sets: LeagueScoreForm["sets"] = [emptySet(), emptySet(), emptySet()];
  match.setScores.slice(0, 3).forEach((set, index) => {
    sets[index] = { player1: String(set.player1Score), player2: String(set.player2Score) };
  });
  const recorded = match.setScores.length;
  const setsPlayed: SetsPlayed = recorded >= 1 && recorded <= 3 ? (recorded as SetsPlayed) : 2;
  return { setsPlayed, sets };
}

/**
 * Whether the sets typed make a draw (docs/rules.md#league-scores: equal sets won, no winner):
 * every played set filled in, and as many won by each player, such as one set of 6-6.
 */
export function isDrawSoFar(form: LeagueScoreForm, maxGames: number): boolean {
  const winners = form.sets.slice(0, form.setsPlayed).map((entry) => entryWinner(entry, maxGames));
  if (winners.some((winner) => winner === null)) return false;
  return winners.filter((winner) => winner === 1).length === winners.filter((winner) => winner === 2).length;
}

/** Sets won by each player among the sets typed so far, for the live summary. */
export function setsWonSoFar(form: LeagueScoreForm, maxGames: number): { player1: number; player2: number } {
  const winners = form.sets.slice(0, form.setsPlayed).map((entry) => entryWinner(entry, maxGames));
  return {
    player1: winners.filter((winner) => winner === 1).length,
    player2: winners.filter((winner) => winner === 2).length,
  };
}
