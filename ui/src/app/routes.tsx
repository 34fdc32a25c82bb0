import type { QueryClient } from "@tanstack/react-query";
import { matchRoutes, useRoutes, type Params, type RouteObject } from "react-router";
import { getPlayerProfileOptions } from "@/shared/players/api/get-player-profile";
import { getRankingsOptions } from "@/shared/players/api/get-rankings";
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
  // The page's code and the tournament it shows are fetched side by side.
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
const AdminPage = lazyPage(() => import("./admin/admin-page").then((m) => m.AdminPage));

/**
 * Starts fetching the data a page shows first, from its address: its path's parameters and
 * its query (`?season=`).
 */
type Prefetch = (client: QueryClient, params: Params, query: URLSearchParams) => void;

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

const hubData: Prefetch = (client) => void client.prefetchQuery(getTournamentsOptions());
const rankingsData: Prefetch = (client, _, query) =>
  void client.prefetchQuery(getRankingsOptions(seasonFromParam(query.get("season"))));
const playerData: Prefetch = (client, params, query) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return;
  // The photo is the largest thing the page shows at first: it is asked for as soon as the
  // profile names it, while the page renders. A failure is the page's query's to report.
  client.fetchQuery(getPlayerProfileOptions(id, seasonFromParam(query.get("season")))).then(
    (profile) => {
      if (profile.player.avatar) fetchImage(profile.player.avatar);
    },
    () => undefined,
  );
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
  return useRoutes(routes);
}

/**
 * Fetches the code of the page at `location`, if it is a page of its own chunk, and starts
 * fetching the data it shows first into `client`. Settles (never fails) when the code is in
 * or has failed, so the app can start either way; the data arrives when it does.
 */
export async function preloadPage(
  location: { pathname: string; search: string },
  client: QueryClient,
): Promise<void> {
  const query = new URLSearchParams(location.search);
  const loads = (matchRoutes(routes, location.pathname) ?? []).map((match) => {
    const ahead = match.route.handle as Ahead | undefined;
    ahead?.prefetch?.(client, match.params, query);
    return ahead?.preload();
  });
  await Promise.allSettled(loads);
}
