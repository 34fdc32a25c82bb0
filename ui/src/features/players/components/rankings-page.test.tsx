import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { playerKeys } from "@/shared/players/api/keys";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes, renderWithProviders } from "@/test/render";
import { ANDRES, MARIA, aDoublesProfile, doublesRanking, mariaDoubles } from "../test/doubles";
import { twoPastSeasons } from "../test/seasons";
import { RankingsPage } from "./rankings-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const rankings = [
  { id: 3, rank: 1, name: "Ana Mora", avatar: null, totalPoints: 420, season: "2026" },
  { id: 8, rank: 2, name: "Luis Vega", avatar: null, totalPoints: 300, season: "2026" },
  { id: 5, rank: 2, name: "Marta Solís", avatar: null, totalPoints: 300, season: "2026" },
  { id: 9, rank: 4, name: "Pablo Jiménez", avatar: null, totalPoints: 120, season: "2026" },
];

/** GET /api/seasons of a club in its first season: nothing in the archive yet. */
const firstSeason = { "/api/seasons": { body: { current: "2026", seasons: [] } } };

/** A plain profile: ranked, no matches. */
function profileOf(id: number, name: string) {
  return {
    player: {
      id,
      name,
      avatar: null,
      bestHand: "right",
      status: "approved",
      totalPoints: 90,
      matchesPlayed: 0,
      matchesWon: 0,
      matchesLost: 0,
      createdAt: "2026-01-01",
    },
    rank: 5,
    winRate: 0,
    breakdown: { total: 90, tournaments: [], league: 0, walkoverPenalty: 0, adjustments: [] },
    recentMatches: [],
    season: "2026",
  };
}

/** Luis Vega's profile, for tests to vary. */
const luis = profileOf(8, "Luis Vega");

describe("RankingsPage", () => {
  it("lists rank, player and total points, with icons for the top three", async () => {
    mockFetch({ ...firstSeason, "/api/rankings": { body: rankings } });
    renderWithProviders(<RankingsPage />);
    expect(screen.getByText("Loading rankings...")).toBeInTheDocument();
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(5);
    expect(within(rows[1] as HTMLElement).getByLabelText("First place")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByLabelText("Second place")).toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).queryByLabelText(/place/)).not.toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).getByText("120")).toBeInTheDocument();
    // The rank column is read as "Rank" everywhere, though a phone shows it as "#".
    expect(screen.getByRole("columnheader", { name: "Rank" })).toHaveTextContent("#Rank");
  });

  it("opens the profile with the win rate as a whole percent", async () => {
    mockFetch({
      ...firstSeason,
      "/api/rankings": { body: rankings },
      "/api/players/8/profile": {
        body: {
          ...luis,
          player: { ...luis.player, bestHand: "left", matchesPlayed: 3, matchesWon: 2, matchesLost: 1 },
          winRate: 66.7,
          breakdown: { total: 300, tournaments: [], league: 24, walkoverPenalty: 30, adjustments: [] },
        },
      },
    });
    renderWithProviders(<RankingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("67%")).toBeInTheDocument();
    expect(within(dialog).getByText("Left-handed")).toBeInTheDocument();
    expect(within(dialog).getByText("-30")).toBeInTheDocument();
    expect(within(dialog).getByText("No matches played yet")).toBeInTheDocument();
  });

  it("lets a long name wrap, in the table and in the profile, rather than cutting it short", async () => {
    const long = "Priscilla Quesada Rodríguez";
    mockFetch({
      ...firstSeason,
      "/api/rankings": {
        body: [...rankings, { id: 24, rank: 5, name: long, avatar: null, totalPoints: 90, season: "2026" }],
      },
      "/api/players/24/profile": { body: profileOf(24, long) },
    });
    renderWithProviders(<RankingsPage />);
    const button = await screen.findByRole("button", { name: long });
    expect(within(button).getByText(long)).not.toHaveClass("truncate");
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText(long)).not.toHaveClass("truncate");
  });

  it("gives focus back to the name that opened the profile when it closes", async () => {
    mockFetch({
      ...firstSeason,
      "/api/rankings": { body: rankings },
      "/api/players/8/profile": { body: profileOf(8, "Luis Vega") },
    });
    renderWithProviders(<RankingsPage />);
    const button = await screen.findByRole("button", { name: "Luis Vega" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Luis Vega")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("marks each recent match won, lost or drawn", async () => {
    const match = {
      kind: "league",
      date: "2026-03-01",
      opponentId: 3,
      opponentName: "Ana Mora",
      context: null,
    };
    mockFetch({
      ...firstSeason,
      "/api/rankings": { body: rankings },
      "/api/players/8/profile": {
        body: {
          ...luis,
          player: { ...luis.player, matchesPlayed: 3, matchesWon: 1, matchesLost: 1 },
          winRate: 33,
          recentMatches: [
            { ...match, result: "won", score: "6-3, 6-2" },
            { ...match, result: "lost", score: "3-6, 2-6" },
            { ...match, result: "drawn", score: "6-4, 4-6" },
          ],
        },
      },
    });
    renderWithProviders(<RankingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    const recent = await within(dialog).findAllByText("vs Ana Mora");
    const rows = recent.map((name) => name.closest("li") as HTMLElement);
    expect(rows.map((row) => within(row).getByLabelText(/^(Won|Lost|Drawn)$/).textContent)).toEqual([
      "W",
      "L",
      "D",
    ]);
    expect(within(rows[2] as HTMLElement).getByLabelText("Drawn")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("6-4, 4-6")).toBeInTheDocument();
  });

  it("says 'Player not found' when the profile is gone", async () => {
    mockFetch({
      ...firstSeason,
      "/api/rankings": { body: rankings },
      "/api/players/9/profile": { status: 404, body: { error: "not_found", message: "No such player" } },
    });
    renderWithProviders(<RankingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Pablo Jiménez" }));
    expect(await screen.findByText("Player not found")).toBeInTheDocument();
  });

  it("lists every player of a large club, the first ones at once", async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      rank: i + 1,
      name: `Player ${i + 1}`,
      avatar: null,
      totalPoints: 1000 - i,
      season: "2026",
    }));
    mockFetch({ ...firstSeason, "/api/rankings": { body: many } });
    renderWithProviders(<RankingsPage />);
    expect(await screen.findByRole("button", { name: "Player 1" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(46), { timeout: 5000 });
    expect(screen.getByRole("button", { name: "Player 45" })).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    mockFetch({ ...firstSeason, "/api/rankings": { body: [] } });
    renderWithProviders(<RankingsPage />);
    expect(await screen.findByText("No players registered yet")).toBeInTheDocument();
  });
});

describe("the doubles ranking", () => {
  /** The club's answers: the singles ranking, or the doubles one (of the season asked for) when asked. */
  function club() {
    return mockFetch({
      "/api/seasons": { body: twoPastSeasons },
      "/api/rankings": (_init, url) => ({
        body:
          url.searchParams.get("discipline") === "doubles"
            ? doublesRanking(url.searchParams.get("season") ?? "2026")
            : rankings,
      }),
      "/api/players/21/profile": (_init, url) => ({
        body: aDoublesProfile(21, MARIA, url.searchParams.get("season") ?? "2026", mariaDoubles),
      }),
      "/api/players/8/profile": { body: luis },
    });
  }

  /** The calls made so far to GET /api/rankings, query included. */
  const rankingCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls.map(([to]) => String(to)).filter((to) => to.split("?")[0] === "/api/rankings");

  const page = (path: string, locale: "en" | "es" = "en") =>
    renderRoutes([{ path: "/rankings", element: <RankingsPage /> }], path, createQueryClient(), locale);

  it("switches to doubles by a tab: asks for the doubles ranking and writes it into the URL", async () => {
    const fetchMock = club();
    const { location, queryClient } = page("/rankings");
    expect(await screen.findByRole("button", { name: "Ana Mora" })).toBeInTheDocument();
    const tabs = screen.getByRole("tablist", { name: "Singles or doubles" });
    const singles = within(tabs).getByRole("tab", { name: "Singles" });
    const doubles = within(tabs).getByRole("tab", { name: "Doubles" });
    expect(singles).toHaveAttribute("aria-selected", "true");
    expect(doubles).toHaveAttribute("aria-selected", "false");

    await userEvent.click(doubles);
    expect(location.search).toBe("?discipline=doubles");
    expect(doubles).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { level: 1, name: "Doubles Rankings" })).toBeInTheDocument();
    // Each partner is a row of their own, with the team's points.
    const maria = await screen.findByRole("button", { name: MARIA });
    const andres = screen.getByRole("button", { name: ANDRES });
    expect(within(maria.closest("tr") as HTMLElement).getByText("320")).toBeInTheDocument();
    expect(within(andres.closest("tr") as HTMLElement).getByText("320")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ana Mora" })).not.toBeInTheDocument();
    // The table is the doubles tab's panel.
    expect(screen.getByRole("tabpanel", { name: "Doubles" })).toContainElement(maria);
    expect(
      screen.getByText("Doubles points of the 2026 season: each partner gets the team's points."),
    ).toBeInTheDocument();
    // A long name wraps instead of being cut short.
    expect(within(maria).getByText(MARIA)).toHaveClass("break-words");
    expect(within(maria).getByText(MARIA)).not.toHaveClass("truncate");
    expect(queryClient.getQueryData(playerKeys.rankings("current", "doubles"))).toEqual(
      doublesRanking("2026"),
    );

    await userEvent.click(singles);
    expect(location.search).toBe("");
    expect(await screen.findByRole("button", { name: "Ana Mora" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: MARIA })).not.toBeInTheDocument();
    expect(rankingCalls(fetchMock)).toEqual(["/api/rankings", "/api/rankings?discipline=doubles"]);
  });

  it("reads doubles and a season from the URL, and keeps doubles when the season changes", async () => {
    const fetchMock = club();
    const { location } = page("/rankings?discipline=doubles&season=2025");
    expect(await screen.findByRole("button", { name: MARIA })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Doubles" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("combobox", { name: "Season" })).toHaveValue("2025");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Season" }), "All time");
    expect(new URLSearchParams(location.search).get("discipline")).toBe("doubles");
    expect(new URLSearchParams(location.search).get("season")).toBe("all");
    expect(
      await screen.findByText(
        "Doubles points of every season together: each partner gets the team's points.",
      ),
    ).toBeInTheDocument();

    // The archive's way to a past season's ranking shows that season's doubles ranking.
    Element.prototype.scrollIntoView = vi.fn();
    const card = await screen.findByRole("region", { name: "Season 2024" });
    await userEvent.click(within(card).getByRole("button", { name: "See the 2024 ranking" }));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(new URLSearchParams(location.search).get("season")).toBe("2024");
    expect(new URLSearchParams(location.search).get("discipline")).toBe("doubles");
    expect(screen.getByRole("tab", { name: "Doubles" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() =>
      expect(rankingCalls(fetchMock)).toEqual([
        "/api/rankings?discipline=doubles&season=2025",
        "/api/rankings?discipline=doubles&season=all",
        "/api/rankings?discipline=doubles&season=2024",
      ]),
    );
  });

  it("takes anything but doubles in the URL for singles, and asks for the general ranking", async () => {
    const fetchMock = club();
    page("/rankings?discipline=mixed");
    expect(await screen.findByRole("button", { name: "Ana Mora" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Singles" })).toHaveAttribute("aria-selected", "true");
    expect(rankingCalls(fetchMock)).toEqual(["/api/rankings"]);
  });

  it("opens a doubles player's profile, with the season's doubles numbers", async () => {
    club();
    page("/rankings?discipline=doubles");
    await userEvent.click(await screen.findByRole("button", { name: MARIA }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    const section = (await within(dialog).findByRole("heading", { name: "Doubles" })).closest(
      "section",
    ) as HTMLElement;
    const figure = (label: string) => within(section).getByText(label).nextElementSibling?.textContent;
    expect(figure("Played")).toBe("2");
    expect(figure("Won")).toBe("1");
    expect(figure("Lost")).toBe("1");
    expect(figure("Win rate")).toBe("50%");
    expect(figure("Doubles points")).toBe("320");
  });

  it("shows no doubles in the profile of a player without doubles", async () => {
    club();
    page("/rankings");
    await userEvent.click(await screen.findByRole("button", { name: "Luis Vega" }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Luis Vega")).toBeInTheDocument();
    expect(within(dialog).queryByRole("heading", { name: "Doubles" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText("Doubles points")).not.toBeInTheDocument();
  });

  it("speaks Spanish: Individual and Dobles, and an empty doubles ranking says so", async () => {
    mockFetch({
      "/api/seasons": { body: twoPastSeasons },
      "/api/rankings": (_init, url) => ({
        body: url.searchParams.get("discipline") === "doubles" ? [] : rankings,
      }),
    });
    const { location } = page("/rankings", "es");
    const tabs = await screen.findByRole("tablist", { name: "Individual o dobles" });
    expect(within(tabs).getByRole("tab", { name: "Individual" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(within(tabs).getByRole("tab", { name: "Dobles" }));
    expect(location.search).toBe("?discipline=doubles");
    expect(await screen.findByText("Todavía no hay resultados de dobles")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Puntos de dobles de la temporada 2026: cada integrante suma los puntos de su pareja.",
      ),
    ).toBeInTheDocument();
  });
});
