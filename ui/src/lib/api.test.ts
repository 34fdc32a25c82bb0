import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, apiRequest, getOrNullOn401, nextOffset } from "./api";

function answer(status: number, body: string, statusText = "") {
  return vi
    .fn<typeof fetch>()
    .mockResolvedValue(new Response(body === "" && status === 204 ? null : body, { status, statusText }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies and a JSON body with its content type", async () => {
    const fetchMock = answer(201, '{"id":7}');
    vi.stubGlobal("fetch", fetchMock);
    const created = await api.post<{ id: number }>("/api/players", { name: "Ana Mora" });
    expect(created).toEqual({ id: 7 });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/players");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe('{"name":"Ana Mora"}');
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends no body and no content type on a GET", async () => {
    const fetchMock = answer(200, "[]");
    vi.stubGlobal("fetch", fetchMock);
    await api.get("/api/tournaments");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    expect(init?.credentials).toBe("include");
  });

  it("answers undefined for 204", async () => {
    vi.stubGlobal("fetch", answer(204, ""));
    await expect(api.delete("/api/players/3")).resolves.toBeUndefined();
  });

  it("words a failure as status, colon, body text and keeps the server's JSON", async () => {
    const body = JSON.stringify({
      error: "invalid",
      code: "score_invalid",
      message: "set 2: 6-5 is not a finished set",
      fields: { score: { code: "score_invalid", message: "set 2: 6-5 is not a finished set" } },
    });
    vi.stubGlobal("fetch", answer(422, body, "Unprocessable Entity"));
    const error = await apiRequest("POST", "/api/matches/result", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`422: ${body}`);
    expect(apiError.status).toBe(422);
    expect(apiError.server).toEqual({
      error: "invalid",
      code: "score_invalid",
      message: "set 2: 6-5 is not a finished set",
      fields: { score: { code: "score_invalid", message: "set 2: 6-5 is not a finished set" } },
    });
    expect(apiError.code).toBe("score_invalid");
    expect(apiError.fields).toEqual({
      score: { code: "score_invalid", message: "set 2: 6-5 is not a finished set" },
    });
  });

  it("names the reason of an error without fields", async () => {
    const body =
      '{"error":"conflict","code":"tournament_has_results","message":"The tournament has results"}';
    vi.stubGlobal("fetch", answer(409, body, "Conflict"));
    const error = (await api.patch("/api/tournaments/4", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.server).toEqual({
      error: "conflict",
      code: "tournament_has_results",
      message: "The tournament has results",
    });
    expect(error.code).toBe("tournament_has_results");
    expect(error.fields).toEqual({});
  });

  it("still reads a body of the older shape: a sentence per field and no code", async () => {
    const body = JSON.stringify({
      error: "invalid_score",
      message: "set 2: 6-5 is not a finished set",
      fields: { score: "set 2: 6-5 is not a finished set", winner: { message: "Pick the winner" } },
    });
    vi.stubGlobal("fetch", answer(422, body, "Unprocessable Entity"));
    const error = (await api.post("/api/matches/result", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe("invalid_score");
    expect(error.fields).toEqual({
      score: { code: "invalid", message: "set 2: 6-5 is not a finished set" },
      winner: { code: "invalid", message: "Pick the winner" },
    });
  });

  it("leaves out field entries of neither shape and keeps the others", async () => {
    const body = JSON.stringify({
      error: "invalid",
      code: "body_invalid",
      message: "Check the form",
      fields: { name: { code: "name_required", message: "Name required" }, email: 7, dateOfBirth: null },
    });
    vi.stubGlobal("fetch", answer(422, body, "Unprocessable Entity"));
    const error = (await api.post("/api/players", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ name: { code: "name_required", message: "Name required" } });
    expect(Object.hasOwn(error.fields, "toString")).toBe(false);
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", answer(500, "", "Internal Server Error"));
    await expect(api.get("/api/rankings")).rejects.toThrow("500: Internal Server Error");
  });

  it("keeps a non-JSON body as text and has no server message", async () => {
    vi.stubGlobal("fetch", answer(502, "<html>Bad gateway</html>", "Bad Gateway"));
    const error = (await api.get("/api/rankings").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("502: <html>Bad gateway</html>");
    expect(error.server).toBeNull();
    expect(error.code).toBeNull();
    expect(error.fields).toEqual({});
  });
});

describe("getOrNullOn401", () => {
  it("answers null when not logged in", async () => {
    vi.stubGlobal(
      "fetch",
      answer(401, '{"error":"unauthorized","code":"admin_login_required","message":"Log in first"}'),
    );
    await expect(getOrNullOn401("/api/admin/status")).resolves.toBeNull();
  });

  it("still fails on other errors", async () => {
    vi.stubGlobal("fetch", answer(403, '{"error":"forbidden","code":"admin_only","message":"No"}'));
    await expect(getOrNullOn401("/api/admin/status")).rejects.toThrow("403: ");
  });
});

describe("getPage", () => {
  function page(body: string, headers: Record<string, string>) {
    return vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status: 200, headers }));
  }

  it("answers the items and the whole list's size from X-Total-Count", async () => {
    const fetchMock = page('[{"id":1},{"id":2}]', { "X-Total-Count": "50000" });
    vi.stubGlobal("fetch", fetchMock);
    await expect(api.getPage<{ id: number }>("/api/league/matches?limit=2&offset=0")).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 50000,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/league/matches?limit=2&offset=0");
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe("include");
  });

  it("has no total when the header is missing or not a count", async () => {
    vi.stubGlobal("fetch", page("[]", {}));
    await expect(api.getPage("/api/league/matches")).resolves.toEqual({ items: [], total: null });
    vi.stubGlobal("fetch", page("[]", { "X-Total-Count": "many" }));
    await expect(api.getPage("/api/league/matches")).resolves.toEqual({ items: [], total: null });
  });

  it("fails like any other call", async () => {
    vi.stubGlobal("fetch", answer(422, '{"error":"invalid","message":"limit must be 1 to 500"}'));
    await expect(api.getPage("/api/league/matches?limit=0")).rejects.toBeInstanceOf(ApiError);
  });
});

describe("nextOffset", () => {
  it("asks the next page after a full one, until the total is reached", () => {
    expect(nextOffset(0, 30, 30, 95)).toBe(30);
    expect(nextOffset(60, 30, 30, 95)).toBe(90);
    expect(nextOffset(60, 30, 30, 90)).toBeUndefined();
  });

  it("stops after a short page, with or without a total", () => {
    expect(nextOffset(90, 5, 30, 95)).toBeUndefined();
    expect(nextOffset(0, 29, 30, null)).toBeUndefined();
    expect(nextOffset(0, 30, 30, null)).toBe(30);
  });
});

describe("the texts of a refusal", () => {
  it("come before a refused write reaches the screen, not with a refused read", async () => {
    // A fresh app: the English dictionary loaded, the error texts not yet.
    vi.resetModules();
    const i18n = await import("./i18n");
    const fresh = await import("./api");
    const { en } = await import("./i18n/en");
    i18n.registerDictionary("en", en);
    const body = JSON.stringify({ error: "conflict", code: "match_has_claim", message: "Claimed" });

    vi.stubGlobal("fetch", answer(401, body));
    await expect(fresh.api.get("/api/me")).rejects.toBeInstanceOf(fresh.ApiError);
    expect(i18n.translate("serverError.matchHasClaim")).toBe("");

    vi.stubGlobal("fetch", answer(409, body));
    await expect(fresh.api.post("/api/matches/result", {})).rejects.toBeInstanceOf(fresh.ApiError);
    expect(i18n.translate("serverError.matchHasClaim")).toBe(
      "A walkover is claimed in this match: your opponent answers it, or you withdraw it.",
    );
    // A language chosen later comes with its own.
    await i18n.loadDictionary("es");
    expect(i18n.translate("serverError.matchHasClaim", undefined, "es")).toMatch(
      /^En este partido hay un W\.O\./,
    );
  });
});
