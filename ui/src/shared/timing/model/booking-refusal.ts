import { ApiError } from "@/lib/api";
import { weekday } from "@/lib/calendar";
import type { Format, MessageKey, Translate } from "@/lib/i18n";

/**
 * A booking the server refused because its slot is taken (docs/rules.md#clashes): a tournament
 * match moved (`PATCH /api/matches/{id}/schedule`) or a league match created (`POST
 * /api/league/matches`) on a court another match holds less than 90 minutes apart (409
 * `schedule_clash`, in `fields.cancha`), or when one of its players plays another match then
 * (409 `player_busy`, in `fields.time`). Each names what holds the slot and offers the next
 * free one, `nextFree`, which the form takes in one tap.
 */

/** A free slot the server offers: `yyyy-mm-dd`, `HH:MM`, and the court asked for (null for none). */
export interface FreeSlot {
  date: string;
  time: string;
  cancha: number | null;
}

/** What the refusal names; `nextFree` is null when no slot is free in the match's days. */
export type BookingRefusal =
  | {
      code: "schedule_clash";
      cancha: number;
      time: string;
      heldBy: string;
      /** The holding match's players, when the server names them one by one. */
      holders: string[] | null;
      nextFree: FreeSlot | null;
    }
  | {
      code: "player_busy";
      player: string;
      time: string;
      nextFree: FreeSlot | null;
    };

/** The days of the week, Monday first, as `weekday` numbers them. */
const WEEKDAYS: readonly MessageKey[] = [
  "weekday.1",
  "weekday.2",
  "weekday.3",
  "weekday.4",
  "weekday.5",
  "weekday.6",
  "weekday.7",
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The server's `nextFree`: a slot, or null for none (or for anything of another shape). */
function freeSlot(value: unknown): FreeSlot | null {
  if (value === null || typeof value !== "object") return null;
  const { date, time, cancha } = value as Record<string, unknown>;
  if (typeof date !== "string" || !DATE.test(date) || typeof time !== "string" || !TIME.test(time))
    return null;
  return { date, time, cancha: typeof cancha === "number" && cancha > 0 ? cancha : null };
}

/**
 * The clash a refusal names, or null when it is none (or lacks what its sentence needs: the
 * screen then says the code's general words).
 */
export function bookingRefusal(error: unknown): BookingRefusal | null {
  if (!(error instanceof ApiError)) return null;
  for (const problem of Object.values(error.fields)) {
    const params = problem.params;
    if (!params) continue;
    const time = params.time;
    if (typeof time !== "string" || !TIME.test(time)) continue;
    const nextFree = freeSlot(params.nextFree);
    if (problem.code === "schedule_clash") {
      const { cancha, heldBy } = params;
      const holders =
        Array.isArray(params.holders) && params.holders.every((name) => typeof name === "string")
          ? (params.holders as string[])
          : null;
      if (typeof cancha === "number" && typeof heldBy === "string")
        return { code: "schedule_clash", cancha, time, heldBy, holders, nextFree };
    }
    if (problem.code === "player_busy" && typeof params.player === "string")
      return { code: "player_busy", player: params.player, time, nextFree };
  }
  return null;
}

/**
 * Who holds the slot, in the visitor's words: "Court 5 is taken at 18:00 (Ana Mora Jiménez
 * vs Bea Solís Quesada)…", "Ana Mora plays another match at 18:00…".
 */
export function bookingRefusalText(refusal: BookingRefusal, t: Translate, format: Format): string {
  return refusal.code === "schedule_clash"
    ? t("serverError.scheduleClashHeld", {
        cancha: refusal.cancha,
        time: format.time(refusal.time),
        // The players are joined in the page's language ("vs." in Spanish).
        heldBy: refusal.holders ? refusal.holders.join(` ${t("schedule.vs")} `) : refusal.heldBy,
      })
    : t("serverError.playerBusyNamed", { player: refusal.player, time: format.time(refusal.time) });
}

/** A free slot as the club says it: "Monday, 23/11/2026, 18:00, court 5" / "lunes 23/11/2026, 18:00, cancha 5". */
export function freeSlotText(slot: FreeSlot, t: Translate, format: Format): string {
  const values = {
    weekday: t(WEEKDAYS[weekday(slot.date) - 1] ?? "weekday.1"),
    date: format.date(slot.date),
    time: format.time(slot.time),
  };
  return slot.cancha === null
    ? t("serverError.freeSlotNoCourt", values)
    : t("serverError.freeSlot", { ...values, cancha: slot.cancha });
}
