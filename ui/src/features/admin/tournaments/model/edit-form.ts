/**
 * Edit Tournament (docs/rules.md#formats, docs/rules.md#tournament-lifecycle):
 * the values as typed, their checks, and a PATCH body holding only what changed.
 */
import { dateFieldProblem } from "@/lib/calendar";
import type { FormatOption, Tournament, TournamentBody, TournamentStatus } from "@/lib/wire";
import { amountProblem, parseAmount } from "./amounts";
import { allowsPlayerCount, CREATE_STATUSES } from "./create-form";
import type { Problem } from "./problem";
import type { Team } from "./teams";

/** The edit form as typed. */
export interface EditDraft {
  name: string;
  startDate: string;
  status: TournamentStatus;
  bagPrice: string;
  buyIn: string;
  selectedPlayerIds: number[];
  /** Doubles: the teams, in the order entered. */
  selectedTeams: readonly Team[];
  /** Doubles: a player picked and waiting for a partner. */
  waiting: number | null;
}

/** The form filled from a tournament; a zero amount shows empty, which means 0 again. */
export function editDraftFrom(tournament: Tournament): EditDraft {
  return {
    name: tournament.name,
    startDate: tournament.startDate,
    status: tournament.status,
    bagPrice: tournament.bagPrice ? String(tournament.bagPrice) : "",
    buyIn: tournament.buyIn ? String(tournament.buyIn) : "",
    selectedPlayerIds: [...(tournament.selectedPlayerIds ?? [])],
    selectedTeams: (tournament.selectedTeams ?? []).flatMap((team): Team[] =>
      team.length === 2 ? [[team[0] ?? 0, team[1] ?? 0]] : [],
    ),
    waiting: null,
  };
}

/**
 * The edit statuses: all four, whatever the current one
 * (docs/rules.md#tournament-lifecycle), so a draft can be announced as Coming
 * Soon. Going back to draft or Coming Soon after a result is the server's to
 * refuse (409), shown like any other failure.
 */
export const EDIT_STATUSES: readonly TournamentStatus[] = CREATE_STATUSES;

/** Fewest players a tournament may keep. */
export const EDIT_MIN_PLAYERS = 2;

/** The fields of the edit form that can carry a message. */
export type EditField = "name" | "startDate" | "bagPrice" | "buyIn" | "players";

/** Messages by field; empty when the form can be sent. */
export type EditProblems = Partial<Record<EditField, Problem>>;

/** True when the selection differs from the tournament's players, order aside. */
export function playersChanged(draft: EditDraft, tournament: Tournament): boolean {
  if (tournament.discipline === "doubles") {
    // A team is the same whatever the order of its two players.
    const key = (team: readonly number[]) => [...team].sort((a, b) => a - b).join("+");
    const was = (tournament.selectedTeams ?? []).map(key).sort();
    const now = draft.selectedTeams.map(key).sort();
    return was.length !== now.length || was.some((team, i) => team !== now[i]);
  }
  const before = [...(tournament.selectedPlayerIds ?? [])].sort((a, b) => a - b);
  const after = [...draft.selectedPlayerIds].sort((a, b) => a - b);
  return before.length !== after.length || before.some((id, i) => id !== after[i]);
}

/**
 * Checks the edit form: name and date required, amounts whole and not negative
 * (docs/rules.md#dates-and-money), at least 2 players; a hybrid's new selection
 * must also fill its groups of 4 (docs/rules.md#formats), since the player count
 * follows the selection. `formats` are the server's sizes; without them (still loading)
 * the server alone checks the hybrid's count.
 */
export function editProblems(
  draft: EditDraft,
  tournament: Tournament,
  formats: readonly FormatOption[] | undefined,
): EditProblems {
  const problems: EditProblems = {};
  if (draft.name.trim() === "") problems.name = { key: "adminTournaments.nameRequired" };
  const startDateProblem = dateFieldProblem(draft.startDate);
  if (draft.startDate === "") problems.startDate = { key: "adminTournaments.startDateRequired" };
  else if (startDateProblem) problems.startDate = { key: startDateProblem };
  const bagPrice = amountProblem(draft.bagPrice, "adminTournaments.bagPriceNegative");
  if (bagPrice) problems.bagPrice = bagPrice;
  const buyIn = amountProblem(draft.buyIn, "adminTournaments.buyInNegative");
  if (buyIn) problems.buyIn = buyIn;
  const count = entrantCount(draft, tournament);
  if (count < EDIT_MIN_PLAYERS) {
    problems.players = { key: "adminTournaments.atLeastTwo" };
  } else if (
    formats !== undefined &&
    tournament.tournamentType === "hybrid" &&
    playersChanged(draft, tournament) &&
    !allowsPlayerCount(formats, "hybrid", count)
  ) {
    problems.players = { key: "adminTournaments.hybridCounts" };
  }
  return problems;
}

/** The body of PATCH /api/tournaments/{id}: any subset of the fields. */
export type UpdateTournamentBody = TournamentBody;

/**
 * Only the fields that changed. A new selection also sends its size as the
 * player count, which the server checks against the format.
 */
export function editBody(draft: EditDraft, tournament: Tournament): UpdateTournamentBody {
  const body: UpdateTournamentBody = {};
  const name = draft.name.trim();
  if (name !== tournament.name) body.name = name;
  if (draft.startDate !== tournament.startDate) body.startDate = draft.startDate;
  if (draft.status !== tournament.status) body.status = draft.status;
  const bagPrice = parseAmount(draft.bagPrice) ?? 0;
  if (bagPrice !== tournament.bagPrice) body.bagPrice = bagPrice;
  const buyIn = parseAmount(draft.buyIn) ?? 0;
  if (buyIn !== tournament.buyIn) body.buyIn = buyIn;
  if (playersChanged(draft, tournament)) {
    if (tournament.discipline === "doubles")
      body.selectedTeams = draft.selectedTeams.map((team) => [...team]);
    else body.selectedPlayerIds = [...draft.selectedPlayerIds];
    const count = entrantCount(draft, tournament);
    if (count !== tournament.playerCount) body.playerCount = count;
  }
  return body;
}

/** How many entrants the draft gives the draw: its players, or its teams in doubles. */
export function entrantCount(draft: EditDraft, tournament: Tournament): number {
  return tournament.discipline === "doubles" ? draft.selectedTeams.length : draft.selectedPlayerIds.length;
}
