import { matchRoutes, useRoutes, type RouteObject } from "react-router";
import { fetchTournamentAhead } from "@/shared/tournaments/api/get-tournament";
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

/** A route's page, which `preloadPage` can fetch ahead. */
function page<P extends object>(Page: LazyPage<P>, props: P): Pick<RouteObject, "element" | "handle"> {
  return { element: <Page {...props} />, handle: { preload: Page.preload } };
}

/** The app's route table: every page and its path. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    children: [
      { index: true, ...page(HubPage, { tab: "tournaments" }) },
      { path: "league", ...page(HubPage, { tab: "league" }) },
      { path: "rankings", ...page(RankingsPage, {}) },
      { path: "tournament/:id", ...page(TournamentPage, {}) },
      { path: "players/:id", ...page(PlayerPage, {}) },
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
 * Fetches the code of the page at `pathname`, if it is a page of its own chunk; settles
 * (never fails) when it is in or has failed, so the app can start either way.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const preloads = matches.map(
    (match) => (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload,
  );
  await Promise.allSettled(preloads.map((preload) => preload?.()));
}
