import { loadErrorTexts } from "./i18n";
import { noteAnswer } from "./offline";

/**
 * The one way the app talks to the server: cookies always travel, bodies are
 * JSON, and any non-ok answer becomes an `ApiError` (docs/api.md#conventions).
 */

/**
 * What the server found wrong with one field: the exact reason, an English sentence, and for
 * some codes the data to say it precisely (`score_invalid`: `{reason, set, score, ...}`).
 */
export interface FieldError {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/**
 * The JSON error body every failing call of our server answers with (docs/api.md, "Error codes"):
 * `error` is the category (`invalid`, `conflict`, `not_found`, ...), `code` the exact reason in
 * snake_case (`tournament_has_results`, `score_invalid`, ...), `message` an English sentence.
 */
export interface ServerError {
  error: string;
  code: string;
  message: string;
  fields?: Record<string, FieldError>;
}

/**
 * A failed call. `message` is "status: body text" (or the status text when the
 * body is empty), as the spec words it; `server` is the parsed error body when
 * the server sent its JSON one. Screens show their own words for its `code` and
 * `fields` (lib/server-errors.ts), never its English `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly server: ServerError | null;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.server = parseServerError(body);
  }

  /** The exact reason the server gave (`score_invalid`, ...), null when it sent no error body. */
  get code(): string | null {
    return this.server?.code ?? null;
  }

  /** Field-level problems, empty when the server named none. */
  get fields(): Record<string, FieldError> {
    return this.server?.fields ?? {};
  }
}

function parseServerError(body: string): ServerError | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (isObject(parsed) && typeof parsed.error === "string" && typeof parsed.message === "string") {
      // A body of the older shape has no `code`; its `error` was the exact reason then.
      const code = typeof parsed.code === "string" ? parsed.code : parsed.error;
      const fields = isObject(parsed.fields) ? parseFields(parsed.fields) : undefined;
      return { error: parsed.error, code, message: parsed.message, ...(fields ? { fields } : {}) };
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the raw body is still in `message`.
  }
  return null;
}

/** `{field: {code, message}}`; entries of neither shape are left out. */
function parseFields(fields: Record<string, unknown>): Record<string, FieldError> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, value]) => {
      const problem = parseFieldError(value);
      return problem ? [[field, problem]] : [];
    }),
  );
}

/** One field's problem; a bare sentence (a body of the older shape) counts as an `invalid` one. */
function parseFieldError(value: unknown): FieldError | null {
  if (typeof value === "string") return { code: "invalid", message: value };
  if (isObject(value) && typeof value.message === "string") {
    const code = typeof value.code === "string" ? value.code : "invalid";
    return isObject(value.params)
      ? { code, message: value.message, params: value.params }
      : { code, message: value.message };
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Sends one call; answers its parsed JSON (undefined for 204 or an empty body) and its headers. */
async function send<T>(method: Method, path: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const init: RequestInit = { method, credentials: "include", headers: { Accept: "application/json" } };
  if (body !== undefined) {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  noteAnswer(response.headers);
  const text = await response.text();
  if (!response.ok) {
    // A refused write is said in the visitor's words: its texts load apart (lib/i18n) and
    // come before the refusal reaches the screen. A failed read shows the screen's own.
    if (method !== "GET") await loadErrorTexts().catch(() => undefined);
    throw new ApiError(response.status, response.statusText, text);
  }
  const data = response.status === 204 || text === "" ? (undefined as T) : (JSON.parse(text) as T);
  return { data, headers: response.headers };
}

/**
 * Sends one call and returns its parsed JSON (undefined for 204 or an empty body).
 * Throws `ApiError` for any non-ok status.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await send<T>(method, path, body)).data;
}

/** One page of a long list, and how many items the whole list holds. */
export interface Page<T> {
  items: T[];
  /** The `X-Total-Count` header; null when the server sent none (or not a count). */
  total: number | null;
}

/** GET of an answer holding part of a longer list, with the whole list's `X-Total-Count`. */
export async function getCounted<T>(path: string): Promise<{ data: T; total: number | null }> {
  const { data, headers } = await send<T>("GET", path);
  const total = headers.get("X-Total-Count")?.trim() ?? "";
  return { data, total: /^\d+$/.test(total) ? Number(total) : null };
}

/**
 * Where the page after one of `received` items (asked at `offset`, `pageSize` at most)
 * starts; undefined once the list is whole: a short page, or the list's `total` reached.
 */
export function nextOffset(
  offset: number,
  received: number,
  pageSize: number,
  total: number | null,
): number | undefined {
  const next = offset + received;
  if (received < pageSize) return undefined;
  return total !== null && next >= total ? undefined : next;
}

/** GET of one page of a list (`?limit=&offset=` in the path), with the list's total from `X-Total-Count`. */
export async function getPage<T>(path: string): Promise<Page<T>> {
  const { data, total } = await getCounted<T[] | undefined>(path);
  return { items: data ?? [], total };
}

/** GET that answers null instead of failing when the visitor is not logged in. */
export async function getOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>("GET", path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Shorthands for the HTTP verbs the API uses. */
export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  getPage: <T>(path: string) => getPage<T>(path),
  getCounted: <T>(path: string) => getCounted<T>(path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body),
  delete: <T = void>(path: string) => apiRequest<T>("DELETE", path),
};
