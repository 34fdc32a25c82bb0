import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
import { makeFormat } from "@/lib/i18n/format";
import { bookingRefusal, bookingRefusalText, freeSlotText } from "./booking-refusal";

const in_ = (locale: Locale) => (key: MessageKey, params?: MessageParams) => translate(key, params, locale);
const en = in_("en");
const es = in_("es");
const enFormat = makeFormat("en", (key) => en(key));
const esFormat = makeFormat("es", (key) => es(key));

/** A 409 as the server answers a booking whose slot is taken. */
function refused(field: string, code: string, params: Record<string, unknown>) {
  return new ApiError(
    409,
    "",
    JSON.stringify({
      error: "conflict",
      code,
      message: "an English sentence",
      fields: { [field]: { code, message: "an English sentence", params } },
    }),
  );
}

const COURT_TAKEN = {
  cancha: 5,
  date: "2026-11-23",
  time: "18:00",
  heldBy: "Ana Mora Jiménez vs Bea Solís Quesada",
  nextFree: { date: "2026-11-23", time: "19:30", cancha: 5 },
};

const PLAYER_BUSY = {
  playerId: 3,
  player: "María José Quesada Villalobos",
  date: "2026-11-23",
  time: "17:30",
  cancha: 2,
  nextFree: null,
};

describe("bookingRefusal", () => {
  it("reads a taken court with who holds it and the next free slot", () => {
    expect(bookingRefusal(refused("cancha", "schedule_clash", COURT_TAKEN))).toEqual({
      code: "schedule_clash",
      cancha: 5,
      time: "18:00",
      heldBy: "Ana Mora Jiménez vs Bea Solís Quesada",
      holders: null,
      nextFree: { date: "2026-11-23", time: "19:30", cancha: 5 },
    });
  });

  it("reads a busy player, with no free slot left", () => {
    expect(bookingRefusal(refused("time", "player_busy", PLAYER_BUSY))).toEqual({
      code: "player_busy",
      player: "María José Quesada Villalobos",
      time: "17:30",
      nextFree: null,
    });
  });

  it("keeps a free slot without a court, and reads no other refusal", () => {
    const noCourt = { ...PLAYER_BUSY, nextFree: { date: "2026-11-24", time: "08:00", cancha: null } };
    expect(bookingRefusal(refused("time", "player_busy", noCourt))?.nextFree).toEqual({
      date: "2026-11-24",
      time: "08:00",
      cancha: null,
    });
    // A clash of the older shape, without params, is said in the code's general words.
    const bare = new ApiError(
      409,
      "",
      JSON.stringify({ error: "conflict", code: "schedule_clash", message: "x" }),
    );
    expect(bookingRefusal(bare)).toBeNull();
    expect(bookingRefusal(refused("date", "date_outside_window", { from: "2026-11-02" }))).toBeNull();
    expect(bookingRefusal(new TypeError("Failed to fetch"))).toBeNull();
  });
});

describe("the clash in the visitor's words", () => {
  it("names who holds the court, and the busy player", () => {
    const court = bookingRefusal(refused("cancha", "schedule_clash", COURT_TAKEN));
    const busy = bookingRefusal(refused("time", "player_busy", PLAYER_BUSY));
    if (!court || !busy) throw new Error("both are clashes");
    expect(bookingRefusalText(court, es, esFormat)).toBe(
      "La cancha 5 está ocupada a las 18:00 (Ana Mora Jiménez vs Bea Solís Quesada): los partidos en una misma cancha empiezan con al menos 90 minutos de diferencia.",
    );
    expect(bookingRefusalText(court, en, enFormat)).toBe(
      "Court 5 is taken at 18:00 (Ana Mora Jiménez vs Bea Solís Quesada): matches on one court start at least 90 minutes apart.",
    );
    expect(bookingRefusalText(busy, es, esFormat)).toMatch(
      /^María José Quesada Villalobos juega otro partido a las 17:30:/,
    );
    expect(bookingRefusalText(busy, en, enFormat)).toMatch(
      /^María José Quesada Villalobos plays another match at 17:30:/,
    );
  });

  it("joins the holders the server names one by one in the page's language", () => {
    const named = bookingRefusal(
      refused("cancha", "schedule_clash", {
        ...COURT_TAKEN,
        holders: ["Ana Mora Jiménez", "Bea Solís Quesada"],
      }),
    );
    expect(named).not.toBeNull();
    if (!named) return;
    expect(bookingRefusalText(named, es, esFormat)).toContain("(Ana Mora Jiménez vs. Bea Solís Quesada)");
    expect(bookingRefusalText(named, en, enFormat)).toContain("(Ana Mora Jiménez vs Bea Solís Quesada)");
  });

  it("says a free slot with its day's name, date, time and court", () => {
    const slot = { date: "2026-11-23", time: "19:30", cancha: 5 };
    expect(freeSlotText(slot, es, esFormat)).toBe("lunes 23/11/2026, 19:30, cancha 5");
    expect(freeSlotText(slot, en, enFormat)).toBe("Monday, 23/11/2026, 19:30, court 5");
    expect(freeSlotText({ date: "2026-12-06", time: "08:00", cancha: null }, es, esFormat)).toBe(
      "domingo 06/12/2026, 08:00",
    );
  });
});
