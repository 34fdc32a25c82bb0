/**
 * The Add and Edit Player forms: what the admin typed, what is wrong with it, and the
 * exact body each call sends (who is approved: docs/rules.md#permissions; a new total:
 * docs/rules.md#points, in a season of its choice). The server checks everything again; these checks only spare the
 * admin a round trip.
 */
import { dateFieldProblem } from "@/lib/calendar";
import type { MessageKey } from "@/lib/i18n";
import type { AddPlayerForm, BestHand, Level, Player, PlayerEdit, Sending } from "@/lib/wire";

/** The most total points the server accepts. */
export const MAX_TOTAL_POINTS = 1_000_000;
/** The longest adjustment reason the server stores. */
export const MAX_REASON_CHARS = 200;
/** How many seasons before the current one the Edit form can adjust. */
export const PAST_SEASONS_TO_ADJUST = 4;
/** The first season the server knows. */
const FIRST_SEASON = 2000;

/** What the form holds, as typed. */
export interface PlayerDraft {
  name: string;
  email: string;
  dateOfBirth: string;
  bestHand: BestHand;
  /** C+ or B once confirmed; null while unconfirmed (docs/rules.md#level-and-fee). */
  level: Level | null;
  /** The phone "Send by WhatsApp" writes to, as typed; private, like the email. */
  phone: string;
  /** A new photo as a data URL, the current photo's URL (kept), or null for none. */
  avatar: string | null;
  /** Edit only: the wanted total in `adjustmentSeason`, as typed. */
  totalPoints: string;
  /** Edit only: the season whose total `totalPoints` is, a year ("2026"). */
  adjustmentSeason: string;
  /** Edit only: why the total changes. */
  adjustmentReason: string;
}

/** A field that can carry a problem. */
export type DraftField =
  "name" | "email" | "phone" | "dateOfBirth" | "adjustmentSeason" | "totalPoints" | "adjustmentReason";

/** What is wrong, field by field (empty when the form can be sent). */
export type DraftProblems = Partial<Record<DraftField, MessageKey>>;

/** The body of POST /api/players: the name and hand always, the rest when filled in. */
export type CreatePlayerBody = Sending<AddPlayerForm, "name" | "bestHand">;

/**
 * The body of PATCH /api/players/{id}: only what changed. A data URL avatar replaces the
 * photo, null removes it; left out keeps it. `totalPoints` is the wanted total of the
 * season `adjustmentSeason` (a year; the server's default is the current season).
 */
export type EditPlayerBody = PlayerEdit;

/** The Add Player form when it opens: right-handed by default. */
export const EMPTY_DRAFT: PlayerDraft = {
  name: "",
  email: "",
  dateOfBirth: "",
  bestHand: "right",
  level: null,
  phone: "",
  avatar: null,
  totalPoints: "0",
  adjustmentReason: "",
  adjustmentSeason: "",
};

/**
 * The seasons whose total the Edit form can set, newest first: the club's current year
 * (`today` is the date at the club, yyyy-mm-dd) and the few before it.
 */
export function adjustmentSeasons(today: string): string[] {
  const current = Number(today.slice(0, 4));
  const count = Math.min(PAST_SEASONS_TO_ADJUST, current - FIRST_SEASON) + 1;
  return Array.from({ length: count }, (_, back) => String(current - back));
}

/**
 * The Edit Player form when it opens on a player as listed: the total is the one of the
 * current season (`season`), which the list carries.
 */
export function draftFromPlayer(player: Player, season: string): PlayerDraft {
  return {
    name: player.name,
    email: player.email ?? "",
    dateOfBirth: player.dateOfBirth ?? "",
    bestHand: player.bestHand,
    level: player.level ?? null,
    phone: player.phone ?? "",
    avatar: player.avatar,
    totalPoints: String(player.totalPoints),
    adjustmentReason: "",
    adjustmentSeason: season,
  };
}

// The server's own rule (src/http/players/form.rs): something@host.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/;

/**
 * Whether the server takes a typed phone (docs/rules.md#members): 8 digits (Costa Rica), or
 * `+` (or `00`) and 8 to 15 digits with the country code; spaces, dashes, dots and brackets
 * are fine.
 */
export function isPhone(text: string): boolean {
  const bare = text.replace(/[\s\-.()]/g, "").replace(/^00/, "+");
  return /^\+\d{8,15}$/.test(bare) || /^(506)?\d{8}$/.test(bare);
}

/** The typed total as a whole number, or null when it is not one within 0..1,000,000. */
export function parseTotalPoints(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const points = Number(trimmed);
  return points <= MAX_TOTAL_POINTS ? points : null;
}

/**
 * Every problem of the draft. `today` (yyyy-mm-dd at the club) bounds the date of birth;
 * `withPoints` checks the total, which only the Edit form has.
 */
export function draftProblems(draft: PlayerDraft, today: string, withPoints: boolean): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.name.trim() === "") problems.name = "adminPlayers.nameRequiredBody";
  const email = draft.email.trim();
  if (email !== "" && !EMAIL.test(email)) problems.email = "adminPlayers.emailInvalid";
  const phone = draft.phone.trim();
  if (phone !== "" && !isPhone(phone)) problems.phone = "serverError.phoneInvalid";
  const dateProblem = dateFieldProblem(draft.dateOfBirth);
  if (dateProblem) problems.dateOfBirth = dateProblem;
  else if (draft.dateOfBirth !== "" && draft.dateOfBirth >= today)
    problems.dateOfBirth = "adminPlayers.dobPast";
  if (withPoints && parseTotalPoints(draft.totalPoints) === null)
    problems.totalPoints = "adminPlayers.pointsInvalid";
  if (draft.adjustmentReason.trim().length > MAX_REASON_CHARS) {
    problems.adjustmentReason = "adminPlayers.reasonTooLong";
  }
  return problems;
}

/** The first field with a problem, in the order the form shows them, to focus it. */
export function firstProblem(problems: DraftProblems): DraftField | null {
  const order: DraftField[] = [
    "name",
    "email",
    "phone",
    "dateOfBirth",
    "adjustmentSeason",
    "totalPoints",
    "adjustmentReason",
  ];
  return order.find((field) => problems[field] !== undefined) ?? null;
}

/** The Add Player body: trimmed, optional fields left out when empty. */
export function createBody(draft: PlayerDraft): CreatePlayerBody {
  const email = draft.email.trim();
  const phone = draft.phone.trim();
  return {
    name: draft.name.trim(),
    bestHand: draft.bestHand,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(draft.dateOfBirth ? { dateOfBirth: draft.dateOfBirth } : {}),
    ...(draft.avatar ? { avatar: draft.avatar } : {}),
    ...(draft.level ? { level: draft.level } : {}),
  };
}

/**
 * The difference the new total makes (docs/rules.md#points: stored as an adjustment), or
 * null when the typed total is unchanged or not a valid number.
 */
export function pointsAdjustment(player: Pick<Player, "totalPoints">, draft: PlayerDraft): number | null {
  const wanted = parseTotalPoints(draft.totalPoints);
  if (wanted === null || wanted === player.totalPoints) return null;
  return wanted - player.totalPoints;
}

/**
 * The Edit Player body: only the fields that changed, so an untouched photo is never sent
 * back and an unchanged total stores no adjustment. A cleared email or birth date is null
 * (removes it). A changed total travels with its season and, if given, its reason;
 * `seasonTotal` is the total the player has in `draft.adjustmentSeason` now.
 */
export function editBody(player: Player, draft: PlayerDraft, seasonTotal: number): EditPlayerBody {
  const body: EditPlayerBody = {};
  const name = draft.name.trim();
  if (name !== player.name) body.name = name;
  const email = draft.email.trim();
  if (email !== (player.email ?? "")) body.email = email || null;
  const phone = draft.phone.trim();
  if (phone !== (player.phone ?? "")) body.phone = phone || null;
  if (draft.dateOfBirth !== (player.dateOfBirth ?? "")) body.dateOfBirth = draft.dateOfBirth || null;
  if (draft.bestHand !== player.bestHand) body.bestHand = draft.bestHand;
  if (draft.level !== (player.level ?? null)) body.level = draft.level;
  if (draft.avatar !== player.avatar) body.avatar = draft.avatar;
  if (pointsAdjustment({ totalPoints: seasonTotal }, draft) !== null) {
    body.totalPoints = parseTotalPoints(draft.totalPoints) ?? seasonTotal;
    body.adjustmentSeason = Number(draft.adjustmentSeason);
    const reason = draft.adjustmentReason.trim();
    if (reason) body.adjustmentReason = reason;
  }
  return body;
}

/** Whether an edit body changes anything at all. */
export function hasChanges(body: EditPlayerBody): boolean {
  return Object.keys(body).length > 0;
}

/**
 * Which other screens an edit changes, besides the player lists, rankings and profiles:
 * tournament player lists show the name, photo, email and total; league cards the name.
 */
export function editReaches(body: EditPlayerBody): { tournaments: boolean; league: boolean } {
  return {
    tournaments: ["name", "avatar", "email", "totalPoints"].some((field) => field in body),
    league: "name" in body,
  };
}
