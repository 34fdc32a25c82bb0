import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { en } from "@/lib/i18n/en";
import { createQueryClient } from "@/lib/query-client";
import { AppProviders } from "./providers";
import { AppRoutes, preloadPage, routes } from "./routes";

/** Everything player 8's page shows at first, for the 2025 season, as the calls that fetch it. */
const PLAYER_8_IN_2025 = [
  "/api/players",
  "/api/players/8/matches?limit=20&offset=0&season=2025",
  "/api/players/8/profile?season=2025",
  "/api/players/8/profile?season=all",
  "/api/players/8/ranking-history?season=2025",
  "/api/seasons",
  "/api/tournaments",
];

/** The club's answers to those calls: player 8 is not there, so the page says so. The top bar asks who is signed in: nobody. */
function mockPlayer8() {
  return mockFetch({
    "/api/me": {
      status: 401,
      body: { error: "unauthorized", code: "member_sign_in_required", message: "Sign in" },
    },
    "/api/players/8/profile": { status: 404, body: { error: "not_found", message: "Player not found" } },
    "/api/players/8/matches": { body: { record: null, matches: [] } },
    "/api/players/8/ranking-history": { body: { season: "2026", points: [] } },
    "/api/seasons": { body: { current: "2026", seasons: [] } },
    "/api/players": { body: [] },
    "/api/tournaments": { body: [] },
  });
}

describe("the route table", () => {
  it("shows 'Page Not Found' for an unknown path, with a way home", async () => {
    const { location } = renderRoutes(routes, "/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    const home = screen.getByRole("link", { name: "Back to Home" });
    expect(home).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe("Page Not Found · Tournament Hub"));
    await userEvent.click(home);
    expect(await screen.findByText("WELCOME TO THE")).toBeInTheDocument();
    expect(location.pathname).toBe("/");
  });

  it("has the top bar and footer links of the spec on every page", async () => {
    renderRoutes(routes, "/missing");
    await screen.findByRole("heading", { name: "Page Not Found" });
    expect(screen.getByRole("link", { name: "Tournament Hub home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Overall Rankings" })).toHaveAttribute("href", "/rankings");
    expect(screen.getByRole("link", { name: "Reglamento" })).toHaveAttribute("href", "/reglamento");
  });

  it("opens the hub on the League tab at /league, and back on Tournaments at /", async () => {
    mockFetch({ "/api/league/matches": { body: [] }, "/api/tournaments": { body: [] } });
    const { location } = renderRoutes(routes, "/league");
    expect(await screen.findByRole("tab", { name: "League" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No matches yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Tournaments" }));
    expect(location.pathname).toBe("/");
    expect(await screen.findByText("No active tournaments yet")).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("knows every path of the spec, and the player pages", () => {
    const paths = routes[0]?.children?.map((route) => (route.index ? "/" : route.path));
    expect(paths).toEqual([
      "/",
      "league",
      "rankings",
      "tournament/:id",
      "players/:id",
      "players/:a/vs/:b",
      "invite/:token",
      "reglamento",
      "sign-in",
      "me",
      "admin",
      "*",
    ]);
  });

  it("fetches the first page's code ahead, so the first render shows the page itself", async () => {
    const fetchMock = mockFetch({ "/api/tournaments": { body: [] } });
    // A fresh route table, whose pages' code nothing has fetched yet.
    vi.resetModules();
    const fresh = await import("./routes");
    (await import("@/lib/i18n")).registerDictionary("en", en);
    const client = createQueryClient();
    await fresh.preloadPage({ pathname: "/", search: "" }, client);
    // The hub's list is on its way before the first render.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/tournaments"]);
    renderRoutes(fresh.routes, "/", client);
    // No waiting: the hub is there in the first render, not its loading status.
    expect(screen.getByText("WELCOME TO THE")).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("fetches everything a player's page shows at first, for the season in the address", async () => {
    const fetchMock = mockPlayer8();
    await preloadPage({ pathname: "/players/8", search: "?season=2025" }, createQueryClient());
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(PLAYER_8_IN_2025);
    // An address that names no player fetches nothing.
    await preloadPage({ pathname: "/players/abc", search: "" }, createQueryClient());
    expect(fetchMock).toHaveBeenCalledTimes(7);
    vi.unstubAllGlobals();
  });

  it("fetches the data of the page it moves to as it moves, and asks for each answer once", async () => {
    const fetchMock = mockPlayer8();
    let go: NavigateFunction = () => undefined;
    function Steering() {
      go = useNavigate();
      return null;
    }
    render(
      <AppProviders queryClient={createQueryClient()} locale="en">
        <MemoryRouter initialEntries={["/no/such/page"]}>
          <Steering />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    // The page's own calls; the top bar asks who is signed in, once.
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url !== "/api/me");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(asked()).toEqual([]);
    act(() => void go("/players/8?season=2025"));
    // All of it is asked for with the move, before the page (whose code may still be on its
    // way) has mounted and asked for its profile itself.
    expect(asked().sort()).toEqual(PLAYER_8_IN_2025);
    expect(await screen.findByRole("heading", { name: "Player not found" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(8);
    vi.unstubAllGlobals();
  });

  it("lets the app start once the first page's data is in, or once it has waited long enough", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const client = createQueryClient();
    let started = false;
    const start = preloadPage({ pathname: "/rankings", search: "" }, client, 60_000).then(() => {
      started = true;
    });
    // The page's code is in well before this, but its data is not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toBe(false);
    answer(new Response(JSON.stringify([]), { headers: { "Content-Type": "application/json" } }));
    await start;
    expect(client.getQueryData(["players", "rankings", "current"])).toEqual([]);

    // An answer that never comes holds the start back only for the patience given.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await expect(
      preloadPage({ pathname: "/rankings", search: "?season=2024" }, createQueryClient(), 50),
    ).resolves.toBeUndefined();
    vi.unstubAllGlobals();
  });

  it("asks for the player's photo as soon as the profile names it", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "Image",
      class {
        fetchPriority = "auto";
        set src(value: string) {
          asked.push(`${value} ${this.fetchPriority}`);
        }
      },
    );
    mockFetch({
      "/api/players/8/profile": { body: { player: { id: 8, avatar: "/api/players/8/avatar?v=abc" } } },
      "/api/players/9/profile": { body: { player: { id: 9, avatar: null } } },
    });
    const client = createQueryClient();
    await preloadPage({ pathname: "/players/8", search: "" }, client);
    await preloadPage({ pathname: "/players/9", search: "" }, client);
    await waitFor(() => expect(asked).toEqual(["/api/players/8/avatar?v=abc high"]));
    vi.unstubAllGlobals();
  });

  it("lets the app start when there is no page of its own chunk at the address", async () => {
    const fetchMock = mockFetch({});
    await expect(
      preloadPage({ pathname: "/no/such/page", search: "" }, createQueryClient()),
    ).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
