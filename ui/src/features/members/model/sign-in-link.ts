/**
 * The sign-in link's token (docs/rules.md#members): the link is `/sign-in#<token>`, so the
 * token travels in the fragment, which no server or proxy log sees; the page sends it in a
 * request's body only when the member taps "Sign in".
 */

/** The token in an address's fragment (`#abc` is `abc`); empty when there is none. */
export function tokenOfHash(hash: string): string {
  return hash.replace(/^#/, "").trim();
}

/**
 * Takes the token out of the address bar and the history entry, so that it is neither shown,
 * copied with the address, nor opened again from the history. The page keeps it in memory.
 */
export function forgetHash(location: Location = window.location, history: History = window.history): void {
  if (!location.hash) return;
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
}

/** Why a link no longer works, by the server's code (docs/api.md#members). */
export type DeadLink = "unknown" | "spent" | "expired" | "replaced";

const DEAD: Record<string, DeadLink> = {
  sign_in_link_unknown: "unknown",
  sign_in_link_spent: "spent",
  sign_in_link_expired: "expired",
  sign_in_link_replaced: "replaced",
  token_required: "unknown",
};

/** How a refused sign-in's code says the link is dead for good; null when trying again may work. */
export function deadLink(code: string | null): DeadLink | null {
  return code && Object.hasOwn(DEAD, code) ? (DEAD[code] ?? null) : null;
}
