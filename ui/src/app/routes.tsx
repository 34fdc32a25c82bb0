import { lazy } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { fetchTournamentAhead } from "@/shared/tournaments/api/get-tournament";
import { DisplayRoute } from "./display-route";
import { NotFoundPage } from "./not-found-page";
import { RootLayout } from "./root-layout";

// Every screen is its own chunk so a visitor downloads only what they open;
// the admin console in particular never ships in the public bundle.
const HubPage = lazy(() => import("./hub-page").then((m) => ({ default: m.HubPage })));
const TournamentPage = lazy(() => {
  // The page's code and the tournament it shows are fetched side by side.
  const id = /^\/tournament\/(\d+)$/.exec(window.location.pathname)?.[1];
  if (id) fetchTournamentAhead(Number(id));
  return import("@/features/tournaments/components/tournament-page").then((m) => ({
    default: m.TournamentPage,
  }));
});
const RankingsPage = lazy(() =>
  import("@/features/players/components/rankings-page").then((m) => ({ default: m.RankingsPage })),
);
const InvitePage = lazy(() =>
  import("@/features/invite/components/invite-page").then((m) => ({ default: m.InvitePage })),
);
const RulesPage = lazy(() =>
  import("@/features/rules/components/rules-page").then((m) => ({ default: m.RulesPage })),
);
const PlayerPage = lazy(() =>
  import("@/features/players/components/player-page").then((m) => ({ default: m.PlayerPage })),
);
const HeadToHeadPage = lazy(() =>
  import("@/features/players/components/head-to-head-page").then((m) => ({ default: m.HeadToHeadPage })),
);
const AdminPage = lazy(() => import("./admin/admin-page").then((m) => ({ default: m.AdminPage })));

/** The app's route table: every page and its path. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    children: [
      { index: true, element: <HubPage tab="tournaments" /> },
      { path: "league", element: <HubPage tab="league" /> },
      { path: "rankings", element: <RankingsPage /> },
      { path: "tournament/:id", element: <TournamentPage /> },
      { path: "players/:id", element: <PlayerPage /> },
      { path: "players/:a/vs/:b", element: <HeadToHeadPage /> },
      { path: "invite/:token", element: <InvitePage /> },
      { path: "reglamento", element: <RulesPage /> },
      { path: "admin", element: <AdminPage /> },
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
