import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from "react-router";
import { prefetchPlayerPage } from "@/features/players/api/get-player-page";
import { loadConsoleTexts, loadErrorTexts, loadMemberTexts } from "@/lib/i18n";
import { getRankingsOptions } from "@/shared/players/api/get-rankings";
import { disciplineFromParam } from "@/shared/players/model/discipline";
import { seasonFromParam } from "@/shared/players/model/season";
import { fetchTournamentAhead } from "@/shared/tournaments/api/get-tournament";
import { getTournamentsOptions } from "@/shared/tournaments/api/get-tournaments";
import { DisplayRoute } from "./display-route";
import { lazyPage, type LazyPage } from "./lazy-page";
import { NotFoundPage } from "./not-found-page";
import { RootLayout } from "./root-layout";

// Every screen is its own chunk so a visitor downloads only what they open;
// the admin console in particular never ships in the public bundle.
const HubPage = lazyPage(() => import("./hub-page").then((m) => m.HubPage));
const TournamentPage = lazyPage(() => {
  // The page's code and the tournament it shows are fetched side by side. The app's start
  // does not wait for the tournament, and its first query takes it (no route prefetch): the
  // page frame renders first and the tournament then in slices of its own, which blocks a
  // slow phone for less than one first render holding both (bench/README.md, "Lighthouse").
  // Its matches are its schedule's to fetch, for the same reason.
  const id = /^\/tournament\/(\d+)$/.exec(window.location.pathname)?.[1];
  if (id) fetchTournamentAhead(Number(id));
  return import("@/features/tournaments/components/tournament-page").then((m) => m.TournamentPage);
});
const RankingsPage = lazyPage(() =>
  import("@/features/players/components/rankings-page").then((m) => m.RankingsPage),
);
const InvitePage = lazyPage(() =>
  import("@/features/invite/components/invite-page").then((m) => m.InvitePage),
);
const RulesPage = lazyPage(() => import("@/features/rules/components/rules-page").then((m) => m.RulesPage));
const PlayerPage = lazyPage(() =>
  import("@/features/players/components/player-page").then((m) => m.PlayerPage),
);
const HeadToHeadPage = lazyPage(() =>
  import("@/features/players/components/head-to-head-page").then((m) => m.HeadToHeadPage),
);
// A member's screens come with their texts, which a visitor's dictionary leaves out.
const SignInPage = lazyPage(() =>
  Promise.all([import("@/features/members/components/sign-in-page"), loadMemberTexts()]).then(
    ([m]) => m.SignInPage,
  ),
);
const MePage = lazyPage(() =>
  Promise.all([import("@/features/members/components/me-page"), loadMemberTexts()]).then(([m]) => m.MePage),
);
// The console's own texts, and the texts of the server's refusals it checks its forms with,
// come with it.
const AdminPage = lazyPage(() =>
  Promise.all([import("./admin/admin-page"), loadErrorTexts(), loadConsoleTexts()]).then(
    ([m]) => m.AdminPage,
  ),
);

/**
 * Fetches the data a page shows first, from its address: its path's parameters and its query
 * (`?season=`). Settles when that data is in or has failed; the app's start waits for it, at
 * most `DATA_WAIT_MS`.
 */
type Prefetch = (client: QueryClient, params: Params, query: URLSearchParams) => Promise<unknown>;

/** What `preloadPage` can do ahead for a route: fetch its page's code and its first data. */
interface Ahead {
  preload: () => Promise<unknown>;
  prefetch?: Prefetch;
}

/** A route's page, which `preloadPage` can fetch ahead with its first data. */
function page<P extends object>(
  Page: LazyPage<P>,
  props: P,
  prefetch?: Prefetch,
): Pick<RouteObject, "element" | "handle"> {
  const ahead: Ahead = { preload: Page.preload, prefetch };
  return { element: <Page {...props} />, handle: ahead };
}

const hubData: Prefetch = (client) => client.prefetchQuery(getTournamentsOptions());
const rankingsData: Prefetch = (client, _, query) =>
  client.prefetchQuery(
    getRankingsOptions(seasonFromParam(query.get("season")), disciplineFromParam(query.get("discipline"))),
  );
const playerData: Prefetch = async (client, params, query) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return;
  const all = prefetchPlayerPage(client, id, seasonFromParam(query.get("season")));
  // The photo is the largest thing the page shows at first: it is asked for as soon as the
  // profile names it, while the rest of the page's data arrives.
  const profile = await all.first;
  if (profile?.player.avatar) fetchImage(profile.player.avatar);
  await all.rest;
};

/** Starts downloading an image into the browser's cache, first among the images. */
function fetchImage(src: string) {
  const image = new Image();
  image.fetchPriority = "high";
  image.src = src;
}

/** The app's route table: every page and its path. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    children: [
      { index: true, ...page(HubPage, { tab: "tournaments" }, hubData) },
      { path: "league", ...page(HubPage, { tab: "league" }) },
      { path: "rankings", ...page(RankingsPage, {}, rankingsData) },
      { path: "tournament/:id", ...page(TournamentPage, {}) },
      { path: "players/:id", ...page(PlayerPage, {}, playerData) },
      { path: "players/:a/vs/:b", ...page(HeadToHeadPage, {}) },
      { path: "invite/:token", ...page(InvitePage, {}) },
      { path: "reglamento", ...page(RulesPage, {}) },
      { path: "sign-in", ...page(SignInPage, {}) },
      { path: "me", ...page(MePage, {}) },
      { path: "admin", ...page(AdminPage, {}) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  // The clubhouse TV: full screen, outside the page frame.
  { path: "/display", element: <DisplayRoute /> },
];

/**
 * The route table, matched in the router's declarative mode: the app loads no
 * data through the router, so its data layer stays out of the first download.
 */
export function AppRoutes() {
  usePreloadOnNavigation();
  return useRoutes(routes);
}

/**
 * On each address the app moves to, fetches the new page's code and first data side by side,
 * as `main.tsx` does for the first one, instead of the data only once the code is in and the
 * page has mounted. What is already in and fresh is not asked for again.
 */
function usePreloadOnNavigation() {
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  useEffect(() => {
    void preloadPage({ pathname, search }, client);
  }, [pathname, search, client]);
}

/**
 * How long the app's start waits for the first page's data once its code is in. Rendering
 * with the data in renders the page once; each answer that lands after the first render
 * renders it again. Past this wait the app starts anyway, showing the page's loading status.
 */
export const DATA_WAIT_MS = 2_000;

/**
 * Fetches the code of the page at `location`, if it is a page of its own chunk, and the data
 * it shows first into `client`. Settles (never fails) when both are in or have failed, or
 * when the data has taken `patience` ms longer than the code, so the app can start either way.
 */
export async function preloadPage(
  location: { pathname: string; search: string },
  client: QueryClient,
  patience = DATA_WAIT_MS,
): Promise<void> {
  const query = new URLSearchParams(location.search);
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const aheads = matches.map((match) => ({ ahead: match.route.handle as Ahead | undefined, match }));
  const data = aheads.map(({ ahead, match }) => ahead?.prefetch?.(client, match.params, query));
  await Promise.allSettled(aheads.map(({ ahead }) => ahead?.preload()));
  let waited: ReturnType<typeof setTimeout> | undefined;
  const enough = new Promise<void>((resolve) => (waited = setTimeout(resolve, patience)));
  await Promise.race([Promise.allSettled(data), enough]);
  clearTimeout(waited);
}
