import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerKeys } from "@/shared/players/api/keys";
import { mockFetch, type Canned } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { aProfile, anEntry, twoPastSeasons } from "../test/seasons";
import { RankingsPage } from "./rankings-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Each season's ranking, by the `season` the call names ("current" when it names none). */
const rankingsBySeason: Record<string, ReturnType<typeof anEntry>[]> = {
  current: [anEntry(12, 1, "Ana Mora", 150, "2026"), anEntry(4, 2, "Luis Soto", 90, "2026")],
  "2025": [anEntry(4, 1, "Luis Soto", 610, "2025"), anEntry(12, 2, "Ana Mora", 540, "2025")],
  all: [anEntry(4, 1, "Luis Soto", 700, "all"), anEntry(12, 2, "Ana Mora", 690, "all")],
};

/** The club's answers: rankings and profiles by the season asked for. */
function club(extra: Record<string, Canned> = {}) {
  return mockFetch({
    "/api/seasons": { body: twoPastSeasons },
    "/api/rankings": (_init, url) => ({
      body: rankingsBySeason[url.searchParams.get("season") ?? "current"],
    }),
    "/api/players/4/profile": (_init, url) => {
      const season = url.searchParams.get("season") ?? "2026";
      return {
        body: aProfile(4, "Luis Soto", season, season === "2025" ? 1 : 2, season === "2025" ? 610 : 90),
      };
    },
    ...extra,
  });
}

/** The paths of the GET calls made so far to `path`, query included. */
function calls(fetchMock: ReturnType<typeof mockFetch>, path: string): string[] {
  return fetchMock.mock.calls.map(([to]) => String(to)).filter((to) => to.split("?")[0] === path);
}

const page = (path: string) => renderRoutes([{ path: "/rankings", element: <RankingsPage /> }], path);

describe("the rankings' season", () => {
  it("shows this season when the URL names none, and says which one it is", async () => {
    const fetchMock = club();
    page("/rankings");
    expect(await screen.findByRole("button", { name: "Ana Mora" })).toBeInTheDocument();
    const picker = screen.getByRole("combobox", { name: "Season" });
    expect(picker).toHaveValue("current");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["This season (2026)", "2025", "2024", "All time"]);
    expect(
      screen.getByText("Tournament, league and walkover points of the 2026 season."),
    ).toBeInTheDocument();
    expect(calls(fetchMock, "/api/rankings")).toEqual(["/api/rankings"]);
  });

  it("reads a past season from the URL, asks for it and keeps it apart in the cache", async () => {
    const fetchMock = club();
    const { queryClient } = page("/rankings?season=2025");
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("Luis Soto")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("610")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Season" })).toHaveValue("2025");
    expect(
      screen.getByText("Tournament, league and walkover points of the 2025 season."),
    ).toBeInTheDocument();
    expect(calls(fetchMock, "/api/rankings")).toEqual(["/api/rankings?season=2025"]);
    expect(queryClient.getQueryData(playerKeys.rankings("2025"))).toEqual(rankingsBySeason["2025"]);
    expect(queryClient.getQueryData(playerKeys.rankings("current"))).toBeUndefined();
  });

  it("writes the chosen season into the URL and asks the server for it", async () => {
    const fetchMock = club();
    const { location } = page("/rankings");
    await screen.findByRole("button", { name: "Ana Mora" });
    const picker = screen.getByRole("combobox", { name: "Season" });

    await userEvent.selectOptions(picker, "All time");
    expect(location.search).toBe("?season=all");
    expect(await screen.findByText("700")).toBeInTheDocument();
    expect(
      screen.getByText("Tournament, league and walkover points of every season together."),
    ).toBeInTheDocument();

    await userEvent.selectOptions(picker, "2025");
    expect(location.search).toBe("?season=2025");
    expect(await screen.findByText("610")).toBeInTheDocument();

    await userEvent.selectOptions(picker, "This season (2026)");
    expect(location.search).toBe("");
    expect(await screen.findByText("150")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/rankings")).toEqual([
      "/api/rankings",
      "/api/rankings?season=all",
      "/api/rankings?season=2025",
    ]);
  });

  it("offers a year asked for in the URL even when the archive does not list it", async () => {
    club({ "/api/rankings": { body: [] } });
    page("/rankings?season=2019");
    expect(await screen.findByText("No players were ranked in 2019")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Season" })).toHaveValue("2019");
  });

  it("says so when the server refuses the season", async () => {
    club({
      "/api/rankings": {
        status: 422,
        body: {
          error: "invalid",
          code: "season_invalid",
          message: "No such season",
          fields: { season: { code: "season_invalid", message: "No such season" } },
        },
      },
    });
    page("/rankings?season=1999");
    expect(await screen.findByText("There is no ranking for that season")).toBeInTheDocument();
  });

  it("opens the profile of the season the table shows", async () => {
    const fetchMock = club();
    page("/rankings?season=2025");
    await userEvent.click(await screen.findByRole("button", { name: "Luis Soto" }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Season 2025")).toBeInTheDocument();
    expect(within(dialog).getByText("Rank #1")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/players/4/profile")).toEqual(["/api/players/4/profile?season=2025"]);
  });

  it("opens this season's profile when no season is chosen", async () => {
    const fetchMock = club();
    page("/rankings");
    await userEvent.click(await screen.findByRole("button", { name: "Luis Soto" }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Season 2026")).toBeInTheDocument();
    expect(within(dialog).getByText("Rank #2")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/players/4/profile")).toEqual(["/api/players/4/profile"]);
  });
});
