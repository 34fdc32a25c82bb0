import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { en } from "@/lib/i18n/en";
import { preloadPage, routes } from "./routes";

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
      "admin",
      "*",
    ]);
  });

  it("fetches the first page's code ahead, so the first render shows the page itself", async () => {
    mockFetch({ "/api/tournaments": { body: [] } });
    // A fresh route table, whose pages' code nothing has fetched yet.
    vi.resetModules();
    const fresh = await import("./routes");
    (await import("@/lib/i18n")).registerDictionary("en", en);
    await fresh.preloadPage("/");
    renderRoutes(fresh.routes, "/");
    // No waiting: the hub is there in the first render, not its loading status.
    expect(screen.getByText("WELCOME TO THE")).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("lets the app start when there is no page of its own chunk at the address", async () => {
    await expect(preloadPage("/no/such/page")).resolves.toBeUndefined();
  });
});
