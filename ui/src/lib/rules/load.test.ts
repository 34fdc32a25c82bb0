import { describe, expect, it, vi } from "vitest";
import { BUILT_IN_RULES, loadRulesText, RULES_URL } from "./load";

const builtIn = "REGLAMENTO\nCopia interna";

function serverAnswers(body: string, init: ResponseInit) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(body, init));
}

describe("loadRulesText", () => {
  it("uses the server's text when it answers with text", async () => {
    const fetchRules = serverAnswers("REGLAMENTO\nDel servidor", {
      status: 200,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
    await expect(loadRulesText(fetchRules, builtIn)).resolves.toBe("REGLAMENTO\nDel servidor");
    expect(fetchRules).toHaveBeenCalledWith(RULES_URL, expect.objectContaining({ credentials: "include" }));
  });

  it("falls back to the built-in copy when the request fails", async () => {
    const fetchRules = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(loadRulesText(fetchRules, builtIn)).resolves.toBe(builtIn);
  });

  it("falls back on an error status", async () => {
    await expect(loadRulesText(serverAnswers("gone", { status: 404 }), builtIn)).resolves.toBe(builtIn);
  });

  it("falls back when the answer is an HTML page", async () => {
    const html = serverAnswers("<!doctype html><html><body>app</body></html>", {
      status: 200,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
    await expect(loadRulesText(html, builtIn)).resolves.toBe(builtIn);
  });

  it("falls back on HTML even when mislabelled as text", async () => {
    const html = serverAnswers("\n<html><body>app</body></html>", {
      status: 200,
      headers: { "Content-Type": "text/plain" },
    });
    await expect(loadRulesText(html, builtIn)).resolves.toBe(builtIn);
  });

  it("falls back when the server's copy is empty", async () => {
    await expect(loadRulesText(serverAnswers("  \n", { status: 200 }), builtIn)).resolves.toBe(builtIn);
  });

  it("answers empty when both copies are empty, so the page can say so", async () => {
    await expect(loadRulesText(serverAnswers("", { status: 200 }), "")).resolves.toBe("");
  });

  it("ships a built-in copy with the club's constants", () => {
    for (const constant of [
      "C+",
      "₡10\u00a0000",
      "₡5\u00a0000",
      "32 jugadores",
      "30 de noviembre",
      "6-6",
      "6-0, 6-0",
      "175",
    ]) {
      expect(BUILT_IN_RULES).toContain(constant);
    }
  });
});
