import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RankingEntry } from "@/lib/wire";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes, renderWithProviders } from "@/test/render";
import { fastUser, stubSelectLayout } from "@/test/select";
import { FORMATS, makePlayer, makeTournament } from "../test/fixtures";
import { TournamentsTab } from "../tournaments-tab";
import { CreateFinalsButton } from "./create-finals-button";

beforeAll(stubSelectLayout);
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// This season's points (GET /api/players): players 2 and 3 are tied, and so are 6 and 7.
const points: Record<number, number> = {
  1: 300,
  2: 250,
  3: 250,
  4: 200,
  5: 180,
  6: 150,
  7: 150,
  8: 120,
  9: 90,
  10: 60,
};
const players = Object.entries(points).map(([id, total]) => makePlayer(Number(id), { totalPoints: total }));

/** GET /api/rankings as the contract sends it: the server broke the ties by last season's rank. */
function rankingOf(ids: number[]): RankingEntry[] {
  return ids.map((id, index) => ({
    id,
    rank: index + 1,
    name: `Player ${id}`,
    avatar: null,
    totalPoints: points[id] ?? 0,
    season: "2026",
  }));
}
const RANKING = rankingOf([1, 3, 2, 4, 5, 7, 6, 8, 9, 10]);

async function openFinals(ranking: () => RankingEntry[] = () => RANKING) {
  const sent: unknown[] = [];
  const fetchMock = mockFetch({
    "/api/tournaments/formats": { body: FORMATS },
    "/api/players": { body: players },
    "/api/rankings": () => ({ body: ranking(), headers: { "X-Season": "2026" } }),
    "POST /api/tournaments": (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { status: 201, body: makeTournament(9, { name: "Finales 2026" }) };
    },
  });
  const user = fastUser();
  renderWithProviders(<CreateFinalsButton today="2026-11-23" />);
  await user.click(screen.getByRole("button", { name: "Create Year-End Finals" }));
  const dialog = await screen.findByRole("dialog", { name: "Create Year-End Finals" });
  await within(dialog).findByLabelText("Player 1");
  return { user, dialog, sent, fetchMock };
}

/** The finals' players as the lineup lists them, in order: "rank name points". */
function lineup(dialog: HTMLElement): string[] {
  const section = within(dialog).getByRole("region", { name: /^Top 8 of the 2026 ranking/ });
  return within(section)
    .getAllByRole("listitem")
    .map((item) => [...item.querySelectorAll(":scope > span")].map((cell) => cell.textContent).join(" "));
}

describe("Create Year-End Finals", () => {
  it.each([
    ["2026-09-30", false],
    ["2026-10-01", true],
    ["2026-12-31", true],
    ["2027-01-01", false],
  ])("on %s is shown: %s", async (today, shown) => {
    mockFetch({ "/api/tournaments": { body: [makeTournament(1)] } });
    renderRoutes([{ path: "/admin", element: <TournamentsTab today={today} /> }], "/admin");
    await screen.findByRole("article", { name: "Grand Slam 1" });
    expect(screen.getByRole("button", { name: "Create New Tournament" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Year-End Finals" }) !== null).toBe(shown);
  });

  it("prefills the season's finals with the ranking's top 8, and sends them as the finals", async () => {
    const { user, dialog, sent } = await openFinals();
    expect(within(dialog).getByLabelText("Tournament name")).toHaveValue("Finales 2026");
    expect(within(dialog).getByLabelText("Start date")).toHaveValue("30/11/2026");
    expect(within(dialog).getByRole("radio", { name: "Hybrid (Groups + KO)" })).toBeChecked();
    expect(within(dialog).getByRole("combobox", { name: "Player count" })).toHaveTextContent("8");
    expect(within(dialog).getByText("8 / 8 selected")).toBeInTheDocument();
    // The ranking of the moment, with its date on the club's calendar.
    expect(
      within(dialog).getByRole("heading", { name: "Top 8 of the 2026 ranking on 23/11/2026" }),
    ).toBeInTheDocument();
    expect(lineup(dialog)).toEqual([
      "#1 Player 1 300 pts",
      "#2 Player 3 250 pts",
      "#3 Player 2 250 pts",
      "#4 Player 4 200 pts",
      "#5 Player 5 180 pts",
      "#6 Player 7 150 pts",
      "#7 Player 6 150 pts",
      "#8 Player 8 120 pts",
    ]);
    expect(within(dialog).getByLabelText("Player 9")).not.toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: "Finales 2026",
      startDate: "2026-11-30",
      playerCount: 8,
      buyIn: 0,
      status: "draft",
      tournamentType: "hybrid",
      // Rank order, not the order of points and names: seeded by season rank.
      selectedPlayerIds: [1, 3, 2, 4, 5, 7, 6, 8],
      finals: true,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("replaces a player who cannot play with the next in the ranking not yet selected", async () => {
    const { user, dialog, sent } = await openFinals();
    expect(
      within(dialog).getByText(/replaced with the next in the ranking, now Player 9\./),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Replace with next: Player 3" }));
    expect(within(dialog).getByLabelText("Player 3")).not.toBeChecked();
    expect(within(dialog).getByLabelText("Player 9")).toBeChecked();
    expect(lineup(dialog).at(-1)).toBe("#9 Player 9 90 pts");
    expect(lineup(dialog)).not.toContain("#2 Player 3 250 pts");

    // The next is never the player just replaced: Player 3 is skipped, Player 10 comes in.
    await user.click(within(dialog).getByRole("button", { name: "Replace with next: Player 5" }));
    expect(within(dialog).getByLabelText("Player 10")).toBeChecked();
    expect(within(dialog).getByLabelText("Player 3")).not.toBeChecked();
    expect(within(dialog).getByText(/Nobody else in the ranking is left\./)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Replace with next: Player 1" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ selectedPlayerIds: [1, 2, 4, 7, 6, 8, 9, 10], finals: true });
  });

  it("reads the ranking again each time it opens", async () => {
    let ranking = RANKING;
    const { user, dialog, fetchMock } = await openFinals(() => ranking);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    ranking = rankingOf([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    await user.click(screen.getByRole("button", { name: "Create Year-End Finals" }));
    const again = await screen.findByRole("dialog", { name: "Create Year-End Finals" });
    await waitFor(() => expect(lineup(again)[0]).toBe("#1 Player 10 60 pts"));
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/rankings")).toHaveLength(2);
  });
});
