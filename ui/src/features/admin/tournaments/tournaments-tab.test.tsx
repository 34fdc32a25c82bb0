import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { type Canned, mockFetch } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { fastUser } from "@/test/select";
import { makeGroup, makeLine, makeTournament } from "./test/fixtures";
import { TournamentsTab } from "./tournaments-tab";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = makeTournament(3, { name: "Copa Borrador", status: "draft", registeredCount: 5 });
const draw = makeTournament(2, {
  name: "Copa Cancha 4",
  status: "completed",
  tournamentType: "single_elimination",
  playerCount: 13,
  startDate: "2026-10-03",
  hasResults: true,
  matchesGenerated: true,
  championName: "Ileana Víquez",
});
const hybrid = makeTournament(1, { name: "Grand Slam de Verano", status: "active", matchesGenerated: true });

function renderTab(routes: Record<string, Canned | ((init?: RequestInit) => Canned)> = {}, path = "/admin") {
  const fetchMock = mockFetch({ "/api/tournaments": { body: [draft, draw, hybrid] }, ...routes });
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  renderRoutes([{ path: "/admin", element: <TournamentsTab /> }], path, queryClient);
  return { fetchMock, invalidate, user: fastUser() };
}

const row = (name: string) => screen.findByRole("article", { name });
/** The query keys a spy on `invalidateQueries` was called with, in order. */
const keys = (invalidate: ReturnType<typeof renderTab>["invalidate"]) =>
  invalidate.mock.calls.map(([filters]) => filters?.queryKey);

describe("TournamentsTab", () => {
  it("lists every tournament, drafts included, with its facts and actions", async () => {
    renderTab();
    expect(screen.getByText("Loading tournaments...")).toBeInTheDocument();
    const copa = await row("Copa Cancha 4");
    expect(screen.getByText(/3 tournaments/)).toBeInTheDocument();
    expect(within(copa).getByText("Finished")).toBeInTheDocument();
    expect(within(copa).getByText("03/10/2026")).toBeInTheDocument();
    expect(within(copa).getByText("13 / 13")).toBeInTheDocument();
    expect(within(copa).getByText("Single Elimination")).toBeInTheDocument();
    expect(within(copa).getByText("Champion: Ileana Víquez")).toBeInTheDocument();
    expect(within(copa).getByRole("link", { name: "View: Copa Cancha 4" })).toHaveAttribute(
      "href",
      "/tournament/2",
    );
    expect(within(copa).getByRole("button", { name: "Edit: Copa Cancha 4" })).toBeInTheDocument();
    expect(within(copa).getByRole("button", { name: "Delete: Copa Cancha 4" })).toBeInTheDocument();
    expect(within(copa).getByRole("button", { name: "Generate Matches: Copa Cancha 4" })).toBeInTheDocument();
    // Group standings exist only for a hybrid.
    expect(within(copa).queryByRole("button", { name: /Standings/ })).not.toBeInTheDocument();

    const borrador = await row("Copa Borrador");
    expect(within(borrador).getByText("Draft")).toBeInTheDocument();
    expect(within(borrador).getByText("5 / 8")).toBeInTheDocument();
    expect(within(borrador).getByText("Hybrid (Groups + KO)")).toBeInTheDocument();
    expect(within(borrador).getByRole("button", { name: "Standings: Copa Borrador" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create New Tournament" })).toBeInTheDocument();
  });

  it("holds only dt and dd groups in each list of facts (axe: definition-list, dlitem)", async () => {
    renderTab();
    await row("Copa Cancha 4");
    const lists = document.querySelectorAll("dl");
    expect(lists.length).toBe(3);
    const results = await axe.run(document.body, {
      runOnly: { type: "rule", values: ["definition-list", "dlitem"] },
    });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
    expect(results.passes.map(({ id }) => id).sort()).toEqual(["definition-list", "dlitem"]);
  });

  it("shows an empty club its first step", async () => {
    mockFetch({ "/api/tournaments": { body: [] } });
    renderRoutes([{ path: "/admin", element: <TournamentsTab /> }], "/admin");
    expect(await screen.findByText("No tournaments yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create New Tournament" })).toBeInTheDocument();
  });

  it("marks the tournament the hub's View button pointed at", async () => {
    renderTab({}, "/admin?tab=tournaments&tournament=2");
    expect(await row("Copa Cancha 4")).toHaveAttribute("aria-current", "true");
    expect(await row("Copa Borrador")).not.toHaveAttribute("aria-current");
  });

  it("deletes a tournament after naming it in a confirmation", async () => {
    const { user, fetchMock, invalidate } = renderTab({ "DELETE /api/tournaments/3": { status: 204 } });
    await user.click(
      within(await row("Copa Borrador")).getByRole("button", { name: "Delete: Copa Borrador" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Delete Tournament" });
    expect(dialog).toHaveAccessibleDescription(/Delete “Copa Borrador”\?/);
    expect(fetchMock).not.toHaveBeenCalledWith("/api/tournaments/3", expect.anything());
    await user.click(within(dialog).getByRole("button", { name: "Delete Tournament" }));
    expect(await screen.findByText("Tournament deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/tournaments/3",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(keys(invalidate)).toEqual([["tournaments", "list"], ["tournaments", 3], ["players"]]);
  });

  it.each([
    [
      {
        status: 409,
        body: {
          error: "conflict",
          code: "tournament_has_results",
          message: "Results exist for this tournament",
        },
      },
      "Results are recorded, so the players, their number and the format can no longer change.",
    ],
    [{ status: 500, body: null }, "Something went wrong. Please try again."],
  ])("says why a delete failed (%#)", async (answer, description) => {
    const { user } = renderTab({ "DELETE /api/tournaments/3": answer });
    await user.click(
      within(await row("Copa Borrador")).getByRole("button", { name: "Delete: Copa Borrador" }),
    );
    await user.click(screen.getByRole("button", { name: "Delete Tournament" }));
    expect(await screen.findByText("Failed to delete tournament")).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it("generates a first schedule at once", async () => {
    const match = (id: number, isBye: boolean) => ({ id, isBye });
    let answer = () =>
      ({ body: [match(1, false), match(2, true), match(3, false), match(4, false)] }) as Canned;
    const { user, invalidate } = renderTab({ "POST /api/tournaments/3/generate-matches": () => answer() });
    const borrador = await row("Copa Borrador");
    await user.click(within(borrador).getByRole("button", { name: "Generate Matches: Copa Borrador" }));
    expect(await screen.findByText("Matches generated")).toBeInTheDocument();
    expect(screen.getByText("3 matches scheduled for Copa Borrador")).toBeInTheDocument();
    expect(keys(invalidate)).toEqual([["tournaments", "list"], ["tournaments", 3], ["players"]]);

    answer = () => ({
      status: 409,
      body: { error: "conflict", code: "tournament_players_missing", message: "3 of 8 players are missing" },
    });
    await user.click(within(borrador).getByRole("button", { name: "Generate Matches: Copa Borrador" }));
    expect(await screen.findByText("Generation failed")).toBeInTheDocument();
    expect(
      screen.getByText("Select every player of the tournament before generating matches."),
    ).toBeInTheDocument();
  });

  it("says '1 match' when the schedule has a single match", async () => {
    const { user } = renderTab({
      "POST /api/tournaments/3/generate-matches": { body: [{ id: 1, isBye: false }] },
    });
    const borrador = await row("Copa Borrador");
    await user.click(within(borrador).getByRole("button", { name: "Generate Matches: Copa Borrador" }));
    expect(await screen.findByText("1 match scheduled for Copa Borrador")).toBeInTheDocument();
  });

  it("does not offer to rebuild a schedule that has results, and says why", async () => {
    const { user, fetchMock } = renderTab();
    const copa = await row("Copa Cancha 4");
    const generate = within(copa).getByRole("button", { name: "Generate Matches: Copa Cancha 4" });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(
      "Results are recorded, so the schedule can no longer be replaced.",
    );
    expect(
      within(copa).getByText("Results are recorded, so the schedule can no longer be replaced."),
    ).toBeVisible();
    await user.click(generate);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A tournament without results still offers it.
    const slam = await row("Grand Slam de Verano");
    expect(
      within(slam).getByRole("button", { name: "Generate Matches: Grand Slam de Verano" }),
    ).toBeEnabled();
    expect(within(slam).queryByText(/can no longer be replaced/)).not.toBeInTheDocument();
  });

  it("asks before replacing a schedule, and shows the server's refusal", async () => {
    const { user, fetchMock } = renderTab({
      "POST /api/tournaments/1/generate-matches": {
        status: 409,
        body: {
          error: "conflict",
          code: "schedule_locked",
          message: "Results are already recorded: the schedule can no longer be rebuilt.",
        },
      },
    });
    const slam = await row("Grand Slam de Verano");
    await user.click(within(slam).getByRole("button", { name: "Generate Matches: Grand Slam de Verano" }));
    const dialog = screen.getByRole("dialog", { name: "Generate Matches Again" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole("button", { name: "Replace Schedule" }));
    const failure = (await screen.findByText("Generation failed")).closest("li");
    expect(failure).toHaveTextContent("Results are recorded, so the schedule can no longer be replaced.");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows a hybrid's group standings with the tiebreak hierarchy", async () => {
    const { user } = renderTab({
      "/api/tournaments/1/groups": { body: [makeGroup(10, "A"), makeGroup(11, "B")] },
      "/api/tournaments/1/group-players": {
        body: [
          makeLine(2, 10, 2, { name: "Luis Vega", points: 3, decidedBy: null }),
          makeLine(1, 10, 1, { name: "Ana Mora", points: 3, wins: 1, setWinPct: 66.7, decidedBy: "setPct" }),
          makeLine(3, 11, 1, { name: "Marta Solís", points: 6 }),
        ],
      },
    });
    const slam = await row("Grand Slam de Verano");
    await user.click(within(slam).getByRole("button", { name: "Standings: Grand Slam de Verano" }));
    const dialog = screen.getByRole("dialog", { name: "Group Standings" });
    expect(await within(dialog).findByRole("heading", { name: "Group A" })).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Group B" })).toBeInTheDocument();
    const tableA = within(dialog).getAllByRole("table")[0] as HTMLElement;
    const names = within(tableA)
      .getAllByRole("row")
      .slice(1)
      .map((line) => line.textContent);
    expect(names[0]).toMatch(/^1.*Ana Mora.*3.*66\.7%/);
    expect(names[1]).toMatch(/^2.*Luis Vega/);
    const hierarchy = within(dialog).getByRole("region", { name: "Tiebreaker Hierarchy" });
    expect(
      within(hierarchy)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "1Points (3 per win)",
      "2Set win percentage",
      "3Game win percentage",
      "4Total wins",
      "5Name, alphabetically",
    ]);

    await user.click(within(tableA).getByRole("button", { name: /Ana Mora/ }));
    const details = await screen.findByRole("dialog", { name: "Ranking Details" });
    expect(within(details).getByText("Ahead of Luis Vega on set win percentage.")).toBeInTheDocument();
  });

  it("says the matches are not generated yet instead of '0 of 0 matches played'", async () => {
    const { user } = renderTab({
      "/api/tournaments/3/groups": {
        body: [makeGroup(20, "A", { matchesPlayed: 0, matchesTotal: 0 })],
      },
      "/api/tournaments/3/group-players": {
        body: [makeLine(5, 20, 2, { name: "Luis Vega" }), makeLine(4, 20, 1, { name: "Ana Mora" })],
      },
    });
    await user.click(
      within(await row("Copa Borrador")).getByRole("button", { name: "Standings: Copa Borrador" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Group Standings" });
    expect(await within(dialog).findByText("Matches have not been generated yet")).toBeInTheDocument();
    expect(within(dialog).queryByText(/0 of 0 matches played/)).not.toBeInTheDocument();
    // Who was drawn into each group still shows, without an empty table.
    expect(within(dialog).getByRole("heading", { name: "Group A" })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .slice(0, 2)
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Ana Mora"), expect.stringContaining("Luis Vega")]);
    expect(within(dialog).queryByRole("table")).not.toBeInTheDocument();
  });

  it("opens Edit Tournament for a row", async () => {
    const { user } = renderTab({ "/api/tournaments/3": { body: draft }, "/api/players": { body: [] } });
    await user.click(within(await row("Copa Borrador")).getByRole("button", { name: "Edit: Copa Borrador" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Tournament" });
    expect(await within(dialog).findByLabelText("Tournament name")).toHaveValue("Copa Borrador");
  });
});
