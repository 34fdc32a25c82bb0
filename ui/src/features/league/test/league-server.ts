import type { LeagueMatch } from "@/lib/wire";
import type { Canned } from "@/test/fetch-mock";

/**
 * GET /api/league/matches as the server answers it, over the given matches (already
 * in the server's order): `player` and `status` filter, `limit` and `offset` cut,
 * and `X-Total-Count` says how many matched. Every asked URL is kept in `asked`.
 */
export function leagueServer(matches: () => LeagueMatch[]) {
  const asked: URL[] = [];
  const route = (_init: RequestInit | undefined, url: URL): Canned => {
    asked.push(url);
    const query = url.searchParams;
    const player = query.get("player");
    const status = query.get("status");
    const found = matches().filter(
      (match) =>
        (player === null || match.player1Id === Number(player) || match.player2Id === Number(player)) &&
        (status === null || match.status === status),
    );
    const offset = Number(query.get("offset") ?? 0);
    const limit = Number(query.get("limit") ?? 100);
    return {
      body: found.slice(offset, offset + limit),
      headers: { "X-Total-Count": String(found.length) },
    };
  };
  return { route, asked };
}
