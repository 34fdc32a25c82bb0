/**
 * Step 1 of Create New Tournament (docs/rules.md#formats): the values as typed,
 * their checks with their messages, and the body sent to POST /api/tournaments.
 */
import type { Sending, TournamentBody, TournamentStatus, TournamentType } from "@/lib/wire";
import { amountProblem, parseAmount } from "./amounts";
import type { Problem } from "./problem";
import { type Slots, toPositions } from "./slots";

/** Whether the server seeds and places the players, or the admin places them in step 2. */
export type SeedingMode = "automatic" | "manual";

/** The create form as typed. Counts and amounts stay text until sent. */
export interface CreateDraft {
  name: string;
  startDate: string;
  tournamentType: TournamentType;
  playerCount: string;
  buyIn: string;
  status: TournamentStatus;
  selectedPlayerIds: number[];
  seeding: SeedingMode;
}

/** A blank form: a hybrid draft with automatic seeding. */
export const EMPTY_CREATE_DRAFT: CreateDraft = {
  name: "",
  startDate: "",
  tournamentType: "hybrid",
  playerCount: "",
  buyIn: "",
  status: "draft",
  selectedPlayerIds: [],
  seeding: "automatic",
};

/** Every status a new tournament may start in: all four (docs/rules.md#tournament-lifecycle). */
export const CREATE_STATUSES: readonly TournamentStatus[] = ["draft", "coming_soon", "active", "completed"];

/** Player counts a hybrid tournament allows (groups of 4). */
export const HYBRID_PLAYER_COUNTS: readonly number[] = [8, 12, 16, 20];
/** Fewest players of a single elimination. */
export const ELIMINATION_MIN_PLAYERS = 2;
/** Most players of a single elimination. */
export const ELIMINATION_MAX_PLAYERS = 64;

/** The player counts a format allows, smallest first. */
export function playerCountChoices(type: TournamentType): number[] {
  if (type === "hybrid") return [...HYBRID_PLAYER_COUNTS];
  return Array.from(
    { length: ELIMINATION_MAX_PLAYERS - ELIMINATION_MIN_PLAYERS + 1 },
    (_, i) => ELIMINATION_MIN_PLAYERS + i,
  );
}

/** True when a format allows this many players. */
export function allowsPlayerCount(type: TournamentType, count: number): boolean {
  return playerCountChoices(type).includes(count);
}

/** The typed player count as a number, or null when it is empty or not a whole number. */
export function parsePlayerCount(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** What is wrong with the player count for a format, or null. */
export function playerCountProblem(type: TournamentType, text: string): Problem | null {
  const count = parsePlayerCount(text);
  if (count === null) return { key: "adminTournaments.playerCountRequired" };
  if (!allowsPlayerCount(type, count)) {
    return {
      key: type === "hybrid" ? "adminTournaments.hybridCounts" : "adminTournaments.eliminationCounts",
    };
  }
  return null;
}

/** The count to keep when the format changes: the same one if the new format allows it, else none. */
export function countForType(type: TournamentType, text: string): string {
  const count = parsePlayerCount(text);
  return count !== null && allowsPlayerCount(type, count) ? text : "";
}

/** The fields of step 1 that can carry a message. */
export type CreateField = "name" | "startDate" | "playerCount" | "buyIn" | "players";

/** Messages by field; empty when step 1 is complete. */
export type CreateProblems = Partial<Record<CreateField, Problem>>;

/**
 * Checks step 1 (docs/rules.md#formats, docs/rules.md#dates-and-money). The player
 * selection is checked only against a valid count.
 */
export function createProblems(draft: CreateDraft): CreateProblems {
  const problems: CreateProblems = {};
  if (draft.name.trim() === "") problems.name = { key: "adminTournaments.nameRequired" };
  if (draft.startDate === "") problems.startDate = { key: "adminTournaments.startDateRequired" };
  const countProblem = playerCountProblem(draft.tournamentType, draft.playerCount);
  if (countProblem) problems.playerCount = countProblem;
  const buyIn = amountProblem(draft.buyIn, "adminTournaments.buyInNegative");
  if (buyIn) problems.buyIn = buyIn;
  const count = parsePlayerCount(draft.playerCount);
  if (!countProblem && count !== null && draft.selectedPlayerIds.length !== count) {
    problems.players = { key: "adminTournaments.selectExactly", params: { n: count } };
  }
  return problems;
}

/** The body of POST /api/tournaments: the whole form, and the bracket when placed by hand. */
export type CreateTournamentBody = Sending<
  TournamentBody,
  "name" | "startDate" | "playerCount" | "buyIn" | "status" | "tournamentType" | "selectedPlayerIds"
>;

/** The body for a checked draft; `slots` is the manual bracket (manual seeding only). */
export function createBody(draft: CreateDraft, slots: Slots | null): CreateTournamentBody {
  return {
    name: draft.name.trim(),
    startDate: draft.startDate,
    playerCount: parsePlayerCount(draft.playerCount) ?? 0,
    // Empty means free: 0 (docs/rules.md#dates-and-money).
    buyIn: parseAmount(draft.buyIn) ?? 0,
    status: draft.status,
    tournamentType: draft.tournamentType,
    selectedPlayerIds: [...draft.selectedPlayerIds],
    ...(draft.seeding === "manual" && slots ? { manualBracketPositions: toPositions(slots) } : {}),
  };
}
