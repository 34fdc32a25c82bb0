/**
 * Step 1 of Create New Tournament (docs/rules.md#formats): the values as typed,
 * their checks with their messages, and the body sent to POST /api/tournaments.
 */
import { dateFieldProblem } from "@/lib/calendar";
import type {
  Discipline,
  FormatOption,
  Sending,
  TournamentBody,
  TournamentStatus,
  TournamentType,
} from "@/lib/wire";
import { amountProblem, parseAmount } from "./amounts";
import type { Problem } from "./problem";
import { type Slots, toPositions } from "./slots";
import { type Team, teamKeys, teamPositions } from "./teams";

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
  /** Singles (players) or doubles (teams of two); fixed once created. */
  discipline: Discipline;
  /** Doubles: the teams paired so far, in the order made. */
  selectedTeams: readonly Team[];
  /** Doubles: the player picked first, waiting for a partner. */
  waiting: number | null;
  seeding: SeedingMode;
  /** True for the season's year-end finals (opened by 'Create Year-End Finals'). */
  finals: boolean;
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
  discipline: "singles",
  selectedTeams: [],
  waiting: null,
  seeding: "automatic",
  finals: false,
};

/** Every status a new tournament may start in: all four (docs/rules.md#tournament-lifecycle). */
export const CREATE_STATUSES: readonly TournamentStatus[] = ["draft", "coming_soon", "active", "completed"];

/** The player counts a format allows, smallest first, as the server answered them. */
export function playerCountChoices(formats: readonly FormatOption[], type: TournamentType): number[] {
  const sizes = formats.find((format) => format.tournamentType === type)?.sizes ?? [];
  return sizes.map((size) => size.playerCount).sort((a, b) => a - b);
}

/** True when a format allows this many players. */
export function allowsPlayerCount(
  formats: readonly FormatOption[],
  type: TournamentType,
  count: number,
): boolean {
  return playerCountChoices(formats, type).includes(count);
}

/** How many weeks a tournament of this format and size runs, or null when the format does not allow it. */
export function weeksFor(
  formats: readonly FormatOption[],
  type: TournamentType,
  count: number,
): number | null {
  const sizes = formats.find((format) => format.tournamentType === type)?.sizes ?? [];
  return sizes.find((size) => size.playerCount === count)?.weeks ?? null;
}

/** The typed player count as a number, or null when it is empty or not a whole number. */
export function parsePlayerCount(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** What is wrong with the player count for a format, or null. */
export function playerCountProblem(
  formats: readonly FormatOption[],
  type: TournamentType,
  text: string,
  doubles = false,
): Problem | null {
  const count = parsePlayerCount(text);
  if (count === null)
    return { key: doubles ? "adminTournaments.teamCountRequired" : "adminTournaments.playerCountRequired" };
  if (!allowsPlayerCount(formats, type, count)) {
    if (doubles)
      return {
        key:
          type === "hybrid" ? "adminTournaments.hybridTeamCounts" : "adminTournaments.eliminationTeamCounts",
      };
    return {
      key: type === "hybrid" ? "adminTournaments.hybridCounts" : "adminTournaments.eliminationCounts",
    };
  }
  return null;
}

/** The count to keep when the format changes: the same one if the new format allows it, else none. */
export function countForType(formats: readonly FormatOption[], type: TournamentType, text: string): string {
  const count = parsePlayerCount(text);
  return count !== null && allowsPlayerCount(formats, type, count) ? text : "";
}

/** The fields of step 1 that can carry a message. */
export type CreateField = "name" | "startDate" | "playerCount" | "buyIn" | "players";

/** Messages by field; empty when step 1 is complete. */
export type CreateProblems = Partial<Record<CreateField, Problem>>;

/**
 * Checks step 1 (docs/rules.md#formats, docs/rules.md#dates-and-money). The player
 * selection is checked only against a valid count; `formats` are the server's sizes.
 */
export function createProblems(draft: CreateDraft, formats: readonly FormatOption[]): CreateProblems {
  const problems: CreateProblems = {};
  if (draft.name.trim() === "") problems.name = { key: "adminTournaments.nameRequired" };
  const startDateProblem = dateFieldProblem(draft.startDate);
  if (draft.startDate === "") problems.startDate = { key: "adminTournaments.startDateRequired" };
  else if (startDateProblem) problems.startDate = { key: startDateProblem };
  const countProblem = playerCountProblem(
    formats,
    draft.tournamentType,
    draft.playerCount,
    draft.discipline === "doubles",
  );
  if (countProblem) problems.playerCount = countProblem;
  const buyIn = amountProblem(draft.buyIn, "adminTournaments.buyInNegative");
  if (buyIn) problems.buyIn = buyIn;
  const count = parsePlayerCount(draft.playerCount);
  if (!countProblem && count !== null && entrantKeys(draft).length !== count) {
    problems.players = {
      key:
        draft.discipline === "doubles"
          ? "adminTournaments.selectTeamsExactly"
          : "adminTournaments.selectExactly",
      params: { n: count },
    };
  }
  return problems;
}

/** The draw's entrants as its positions name them: the players, or each team's first player. */
export function entrantKeys(
  draft: Pick<CreateDraft, "discipline" | "selectedPlayerIds" | "selectedTeams">,
): number[] {
  return draft.discipline === "doubles" ? teamKeys(draft.selectedTeams) : draft.selectedPlayerIds;
}

/** Everyone the draw puts in play: its players, or its teams' players (for the level and fee warnings). */
export function drawPlayers(
  draft: Pick<CreateDraft, "discipline" | "selectedPlayerIds" | "selectedTeams">,
): number[] {
  return draft.discipline === "doubles" ? draft.selectedTeams.flat() : draft.selectedPlayerIds;
}

/**
 * The body of POST /api/tournaments: the whole form, the bracket when placed by hand, and
 * `finals: true` for a season's year-end finals.
 */
export type CreateTournamentBody = Sending<
  TournamentBody,
  "name" | "startDate" | "playerCount" | "buyIn" | "status" | "tournamentType"
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
    // A doubles draw names its teams, and its positions the team placed in each.
    ...(draft.discipline === "doubles"
      ? { discipline: "doubles" as const, selectedTeams: draft.selectedTeams.map((team) => [...team]) }
      : { selectedPlayerIds: [...draft.selectedPlayerIds] }),
    ...(draft.seeding === "manual" && slots
      ? {
          manualBracketPositions:
            draft.discipline === "doubles"
              ? teamPositions(toPositions(slots), draft.selectedTeams)
              : toPositions(slots),
        }
      : {}),
    // Only the finals say so: any other tournament is not (the server's default).
    ...(draft.finals ? { finals: true } : {}),
  };
}
