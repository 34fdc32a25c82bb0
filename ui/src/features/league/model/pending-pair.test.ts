import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { translate, type MessageKey, type MessageParams } from "@/lib/i18n";
import { makeFormat } from "@/lib/i18n/format";
import { pendingPair, pendingPairText } from "./pending-pair";

const es = (key: MessageKey, params?: MessageParams) => translate(key, params, "es");

function refused(params: Record<string, unknown>) {
  const field = { code: "pair_has_pending_match", message: "Pending", params };
  return new ApiError(
    409,
    "",
    JSON.stringify({
      error: "conflict",
      code: "pair_has_pending_match",
      message: "Pending",
      fields: { player2Id: field },
    }),
  );
}

describe("pendingPair", () => {
  it("names the pair's pending match, with its date, in Spanish", () => {
    const pair = pendingPair(
      refused({
        matchId: 7,
        date: "2026-11-20",
        time: "18:30",
        cancha: 4,
        player1Name: "Ana Mora Jiménez",
        player2Name: "Bea Solís Quesada",
      }),
    );
    expect(pair).toEqual({
      matchId: 7,
      date: "2026-11-20",
      player1Name: "Ana Mora Jiménez",
      player2Name: "Bea Solís Quesada",
    });
    if (!pair) throw new Error("a pending pair");
    expect(
      pendingPairText(
        pair,
        es,
        makeFormat("es", (key) => es(key)),
      ),
    ).toBe(
      "Ana Mora Jiménez y Bea Solís Quesada ya tienen un partido pendiente, el del 20/11/2026: deben jugarlo o cancelarlo antes de crear otro.",
    );
  });

  it("reads nothing else", () => {
    expect(pendingPair(refused({ matchId: 7 }))).toBeNull();
    expect(pendingPair(new TypeError("Failed to fetch"))).toBeNull();
  });
});
