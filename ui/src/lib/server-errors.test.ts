import { describe, expect, it } from "vitest";
import apiDocument from "../../../docs/api.md?raw";
import { ApiError } from "./api";
import { translate, type MessageKey, type MessageParams } from "./i18n";
import { errorCodeKey, errorText, fieldErrorText, KNOWN_ERROR_CODES } from "./server-errors";

const english = (key: MessageKey, params?: MessageParams) => translate(key, params, "en");
const spanish = (key: MessageKey, params?: MessageParams) => translate(key, params, "es");

function refusal(status: number, body: object): ApiError {
  return new ApiError(status, "", JSON.stringify(body));
}

/** Every code docs/api.md lists in its "Error codes" table. */
function documentedCodes(): string[] {
  const table = apiDocument.slice(apiDocument.indexOf("## Error codes"));
  const categories = new Set([
    "bad_request",
    "unauthorized",
    "forbidden",
    "not_found",
    "conflict",
    "payload_too_large",
    "invalid",
    "too_many_requests",
    "misdirected_request",
    "service_unavailable",
    "internal",
  ]);
  const codes = [...table.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((match) => match[1] ?? "");
  return [...new Set(codes)].filter((code) => !categories.has(code) && code.includes("_"));
}

describe("the server's error codes in the visitor's words", () => {
  it("has words for every code docs/api.md lists", () => {
    const codes = documentedCodes();
    expect(codes.length).toBeGreaterThan(80);
    expect(codes).toContain("avatar_not_base64");
    expect(codes.filter((code) => !KNOWN_ERROR_CODES.includes(code))).toEqual([]);
  });

  it("says a refusal's reason in the language on screen, never the server's English message", () => {
    const error = refusal(409, {
      error: "conflict",
      code: "tournament_has_results",
      message: "Players, their number and the format cannot change once a result is recorded.",
    });
    expect(errorText(error, english, "Failed to update tournament")).toBe(
      "Results are recorded, so the players, their number and the format can no longer change.",
    );
    expect(errorText(error, spanish, "No se pudo actualizar el torneo")).toBe(
      "Ya hay resultados registrados, así que los jugadores, su cantidad y el formato no pueden cambiar.",
    );
  });

  it("says why a password or a league match was refused club-wide, in both languages", () => {
    const paused = refusal(429, {
      error: "too_many_requests",
      code: "password_checks_paused",
      message: "Paused",
    });
    expect(errorText(paused, english, "x")).toContain("use a device that has signed in here before");
    expect(errorText(paused, spanish, "x")).toContain("use un dispositivo que ya haya ingresado aquí antes");
    const capped = refusal(429, {
      error: "too_many_requests",
      code: "league_club_daily_limit",
      message: "Cap",
    });
    expect(errorText(capped, english, "x")).toContain("as many matches today as the club allows");
    expect(errorText(capped, spanish, "x")).toContain("todos los partidos que el club permite");
  });

  it("prefers the field a validation error names over its general code", () => {
    const error = refusal(422, {
      error: "invalid",
      code: "body_invalid",
      message: "Check the form",
      fields: { email: { code: "email_invalid", message: "Enter a valid email" } },
    });
    expect(errorText(error, spanish, "x")).toBe("Por favor, ingrese un correo electrónico válido");
    expect(fieldErrorText(error, "email", spanish)).toBe("Por favor, ingrese un correo electrónico válido");
    expect(fieldErrorText(error, "name", spanish)).toBeUndefined();
  });

  it("says why a date is refused: the league's window, the club's calendar, a score before its day", () => {
    const league = refusal(422, {
      error: "invalid",
      code: "date_other_season",
      message: "A league match is dated in the current season: choose a day from 2026-11-13 to 2026-12-31",
      fields: {
        date: {
          code: "date_other_season",
          message: "A league match is dated in the current season",
          params: { earliest: "2026-11-13", latest: "2026-12-31" },
        },
      },
    });
    expect(errorText(league, english, "x")).toBe(
      "A league match is dated in the current season. Only the admin can enter another season's matches.",
    );
    expect(errorText(league, spanish, "x")).toBe(
      "Un partido de liga se fecha en la temporada actual. Solo el administrador puede ingresar partidos de otra temporada.",
    );
    const start = refusal(422, {
      error: "invalid",
      code: "start_date_too_early",
      message: "A tournament starts from 2000-01-01 to 2027-12-31",
      fields: { startDate: { code: "start_date_too_early", message: "A tournament starts from 2000-01-01" } },
    });
    expect(fieldErrorText(start, "startDate", spanish)).toBe(
      "Un torneo empieza el 1 de enero de 2000 o después",
    );
    const early = refusal(422, {
      error: "invalid",
      code: "score_before_date",
      message: "This match is dated 2026-12-05",
      fields: { date: { code: "score_before_date", message: "This match is dated 2026-12-05" } },
    });
    expect(errorText(early, english, "x")).toBe(
      "This match has not been played yet: its score can be recorded from its date on.",
    );
    expect(errorText(early, spanish, "x")).toBe(
      "Este partido aún no se ha jugado: su marcador se puede registrar a partir de su fecha.",
    );
  });

  it("says why a member's result or confirm was refused: a newer version, a closed window, a finished draw", () => {
    const changed = refusal(409, {
      error: "conflict",
      code: "result_changed",
      message: "The result was corrected since",
    });
    expect(errorText(changed, english, "x")).toBe("The score changed: look at the new one.");
    expect(errorText(changed, spanish, "x")).toBe("El marcador cambió: revise el nuevo.");
    const over = refusal(422, {
      error: "invalid",
      code: "body_invalid",
      message: "This match could be played until 2026-11-25",
      fields: {
        matchId: {
          code: "match_window_over",
          message: "This match could be played until 2026-11-25: ask the club to record it.",
          params: { rescheduleUntil: "2026-11-25" },
        },
      },
    });
    expect(errorText(over, english, "x")).toBe(
      "This match's days are over: ask the club to record its result.",
    );
    expect(errorText(over, spanish, "x")).toBe("Pasó el plazo: pida al club que lo anote.");
    const inactive = refusal(409, {
      error: "conflict",
      code: "tournament_not_active",
      message: "Ask the club",
    });
    expect(errorText(inactive, spanish, "x")).toBe("El torneo no se está jugando: consulte al club.");
    // A version the app could not name, and a report where a result stands, say what their
    // older codes say.
    expect(errorCodeKey("reported_at_invalid")).toBe("serverError.jsonMalformed");
    expect(errorCodeKey("result_exists")).toBe("serverError.matchHasResult");
  });

  it("says the refusals of walkover claims and of settling a dispute, in both languages", () => {
    const claimed = refusal(409, { error: "conflict", code: "match_has_claim", message: "Claimed" });
    expect(errorText(claimed, english, "x")).toBe(
      "A walkover is claimed in this match: your opponent answers it, or you withdraw it.",
    );
    expect(errorText(claimed, spanish, "x")).toBe(
      "En este partido hay un W.O. reclamado: su rival lo responde, o usted lo retira.",
    );
    for (const code of [
      "claim_missing",
      "not_claimant",
      "result_not_disputed",
      "dispute_has_no_version",
      "accept_required",
      "reported_at_required",
    ]) {
      const error = refusal(409, { error: "conflict", code, message: "No" });
      expect(errorText(error, english, "x"), code).not.toBe("x");
      expect(errorText(error, spanish, "x"), code).not.toBe(errorText(error, english, "x"));
    }
  });

  it("says the members' spent budgets and a pair's pending match, in both languages", () => {
    const moved = refusal(429, {
      error: "too_many_requests",
      code: "schedule_changes_exhausted",
      message: "Moved 5 times",
    });
    expect(errorText(moved, english, "x")).toBe(
      "You have moved this match 5 times today. You can try again tomorrow, or ask the club to change it.",
    );
    expect(errorText(moved, spanish, "x")).toBe(
      "Ya cambió este partido 5 veces hoy. Puede volver a intentarlo mañana, o pídale al club que lo cambie.",
    );
    const corrected = refusal(409, { error: "conflict", code: "corrections_exhausted", message: "5 times" });
    expect(errorText(corrected, english, "x")).toBe(
      "You have changed this result 5 times. Ask the club to correct it.",
    );
    expect(errorText(corrected, spanish, "x")).toBe(
      "Ya cambió este resultado 5 veces. Pídale al club que lo corrija.",
    );
    // Where a screen does not read their params, the clashes and the pending pair still have words.
    for (const [field, code] of [
      ["time", "player_busy"],
      ["player2Id", "pair_has_pending_match"],
    ] as const) {
      const error = refusal(409, {
        error: "conflict",
        code,
        message: "No",
        fields: { [field]: { code, message: "No", params: { date: "2026-11-20" } } },
      });
      expect(errorText(error, english, "x"), code).not.toMatch(/^x$|\{/);
      expect(errorText(error, spanish, "x"), code).not.toMatch(/^x$|\{/);
    }
  });

  it("gives codes that tell a visitor the same thing one text", () => {
    expect(errorCodeKey("json_required")).toBe("serverError.jsonMalformed");
    expect(errorCodeKey("unknown_parameter")).toBe("serverError.queryInvalid");
    expect(errorCodeKey("host_not_allowed")).toBe("serverError.crossSite");
    expect(errorCodeKey("avatar_not_data_url")).toBe("serverError.avatarUnreadable");
    expect(errorCodeKey("avatar_not_base64")).toBe("serverError.avatarUnreadable");
    expect(errorCodeKey("league_status_unknown")).toBe("serverError.tournamentStatusUnknown");
    const photo = refusal(422, { error: "invalid", code: "avatar_not_base64", message: "Bad photo" });
    expect(errorText(photo, spanish, "x")).toBe("No se pudo leer la foto: elija otra");
  });

  it("falls back to the screen's own sentence for a code it does not know, or no error body", () => {
    const newer = refusal(409, { error: "conflict", code: "something_new", message: "Something new" });
    expect(errorText(newer, spanish, "No se pudo crear")).toBe("No se pudo crear");
    expect(errorText(new ApiError(502, "Bad Gateway", "<html></html>"), english, "Failed")).toBe("Failed");
    expect(errorText(new TypeError("Failed to fetch"), english, "Failed")).toBe("Failed");
    expect(errorCodeKey("toString")).toBeNull();
  });

  it("still has words for a field of the older shape, which has no code", () => {
    const error = refusal(422, { error: "invalid", message: "Bad", fields: { name: "Name required" } });
    expect(fieldErrorText(error, "name", spanish)).toBe("Este dato no es válido");
  });
});
