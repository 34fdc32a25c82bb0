import { vi } from "vitest";

/** A canned answer: JSON body, status and any headers beside the content type. */
export type Canned = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * Replaces `fetch` with one that answers from a table of "METHOD /path"
 * entries (GET may be left out), and fails loudly on anything else so a test
 * never passes on a call it did not expect. A route given as a function also gets
 * the called URL, to answer by its query.
 */
export function mockFetch(
  routes: Record<string, Canned | ((init: RequestInit | undefined, url: URL) => Canned)>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input.toString(), "http://club.test");
    const method = init?.method ?? "GET";
    const route =
      routes[`${method} ${url.pathname}`] ?? (method === "GET" ? routes[url.pathname] : undefined);
    if (!route) throw new Error(`unexpected call ${method} ${url.pathname}`);
    const canned = typeof route === "function" ? route(init, url) : route;
    const status = canned.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(canned.body ?? null), {
      status,
      headers: { "Content-Type": "application/json", ...canned.headers },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body of the first `method url` call a `mockFetch` answered; a test checks what was sent with it. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, method: string, url: string): unknown {
  const call = fetchMock.mock.calls.find(([to, init]) => to === url && init?.method === method);
  return JSON.parse(String(call?.[1]?.body));
}
