import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { translate, type Locale, type MessageKey, type MessageParams } from "@/lib/i18n";
import { scoreProblem } from "./score-problem";

const in_ = (locale: Locale) => (key: MessageKey, params?: MessageParams) => translate(key, params, locale);
const en = in_("en");
const es = in_("es");
const NAMES = { 1: "Ana Mora", 2: "Luis Vega" } as const;

/** A 422 as the server answers a refused score. */
function refused(params: Record<string, unknown> | undefined, code = "score_invalid") {
  const field = { code, message: "an English sentence", ...(params ? { params } : {}) };
  return new ApiError(
    422,
    "",
    JSON.stringify({ error: "invalid", code, message: "an English sentence", fields: { score: field } }),
  );
}

describe("scoreProblem", () => {
  it("says exactly what is wrong with the score, in the visitor's language", () => {
    const unfinished = refused({ reason: "unfinished_set", set: 2, score: "6-5" });
    expect(scoreProblem(unfinished, es, NAMES)).toBe("Set 2: 6-5 no es un set terminado");
    expect(scoreProblem(unfinished, en, NAMES)).toBe("Set 2: 6-5 is not a finished set");
    expect(scoreProblem(refused({ reason: "malformed", set: 1, found: "x" }), es, NAMES)).toBe(
      "Set 1: se esperaban games como 6-4 y se encontró «x»",
    );
    const mismatch = refused({ reason: "winner_mismatch", expected: 1, given: 2 });
    expect(scoreProblem(mismatch, es, NAMES)).toBe(
      "El marcador dice que ganó Ana Mora, pero se eligió como ganador a Luis Vega",
    );
    expect(scoreProblem(mismatch, en, NAMES)).toBe(
      "The score says Ana Mora won, but the winner picked is Luis Vega",
    );
    expect(scoreProblem(refused({ reason: "no_winner" }), es, NAMES)).toBe(
      "El partido no ha terminado: nadie ha ganado 2 sets",
    );
    expect(scoreProblem(refused({ reason: "too_many_sets", sets: 4 }), en, NAMES)).toBe(
      "The score has 4 sets, but a match is best of 3",
    );
  });

  it("leaves the general words to the caller for anything else", () => {
    expect(scoreProblem(refused({ reason: "a_newer_reason" }), es, NAMES)).toBeNull();
    expect(scoreProblem(refused(undefined), es, NAMES)).toBeNull();
    expect(scoreProblem(refused({ reason: "no_winner" }, "winner_required"), es, NAMES)).toBeNull();
    expect(scoreProblem(new Error("offline"), es, NAMES)).toBeNull();
  });
});
