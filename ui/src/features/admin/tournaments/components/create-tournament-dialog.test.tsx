import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clubToday } from "@/lib/dates";
import { createQueryClient } from "@/lib/query-client";
import type { EligibilityWarning, FormatOption, TournamentStatus, TournamentType } from "@/lib/wire";
import { aDrawPlan } from "@/test/draw-plans";
import { type Canned, mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { fastUser, openListbox, pick, stubSelectLayout } from "@/test/select";
import { FORMATS, makePlayer, makePlayers, makeTournament } from "../test/fixtures";
import { CreateTournamentButton } from "./create-tournament-dialog";

beforeAll(stubSelectLayout);
// Long journeys through a big form: jsdom needs more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Opens the dialog over a club of 10 approved players and one pending registration; the
 * server answers `formats` (by default, its real rules) for the formats' sizes, and
 * `warnings` (none by default) when asked about the selected players.
 */
async function openDialog(
  post?: Canned | ((init?: RequestInit) => Canned),
  formats: FormatOption[] = FORMATS,
  warnings: EligibilityWarning[] = [],
) {
  const sent: unknown[] = [];
  const fetchMock = mockFetch({
    "/api/admin/eligibility": { body: { season: 2026, fee: 10000, warnings } },
    "/api/tournaments/formats": { body: formats },
    "/api/tournaments/draw-plan": (_, url) => ({
      body: aDrawPlan(
        url.searchParams.get("tournamentType") as TournamentType,
        Number(url.searchParams.get("playerCount")),
      ),
    }),
    "/api/players": {
      body: [makePlayer(99, { name: "Pending Pat", status: "pending" }), ...makePlayers(10)],
    },
    // Auto-fill: the server's placement of 8 players, seeds 1-8 by name, when Player 8 and
    // Player 1 were placed by hand on Group A's first two positions.
    "POST /api/tournaments/draw-plan/fill": (init) => {
      sent.push({ fill: JSON.parse(String(init?.body)) });
      return {
        body: { manualBracketPositions: { "0": 8, "1": 1, "2": 4, "3": 7, "4": 2, "5": 3, "6": 5, "7": 6 } },
      };
    },
    "POST /api/tournaments": (init) => {
      sent.push(JSON.parse(String(init?.body)));
      const answer = typeof post === "function" ? post(init) : post;
      return answer ?? { status: 201, body: makeTournament(7, { name: "Copa Tica" }) };
    },
  });
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const user = fastUser();
  renderWithProviders(<CreateTournamentButton />, queryClient);
  await user.click(screen.getByRole("button", { name: "Create New Tournament" }));
  const dialog = await screen.findByRole("dialog", { name: "Create New Tournament" });
  await within(dialog).findByLabelText("Player 1");
  return { user, dialog, sent, fetchMock, invalidate };
}

async function fillBasics(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText("Tournament name"), "Copa Tica");
  await user.type(within(dialog).getByLabelText("Start date"), "05/12/2026");
}

async function check(user: UserEvent, dialog: HTMLElement, ids: number[]) {
  for (const id of ids) await user.click(within(dialog).getByLabelText(`Player ${id}`));
}

describe("Create New Tournament", () => {
  it("says what is missing before anything is sent", async () => {
    const { user, dialog, sent } = await openDialog();
    expect(within(dialog).queryByRole("checkbox", { name: "Pending Pat" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(within(dialog).getByText("Tournament name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Start date is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Player count required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Tournament name")).toHaveFocus();

    await fillBasics(user, dialog);
    await pick(user, "Player count", "8");
    await check(user, dialog, [1, 2, 3]);
    expect(within(dialog).getByText("3 / 8 selected")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(
      within(dialog).getByText("Please select exactly 8 players for the tournament"),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText("Tournament name is required")).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Buy-in (₡)"), "-5");
    expect(within(dialog).getByText("The buy-in cannot be negative")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows each player's points of this season, which the seeding follows", async () => {
    const { dialog } = await openDialog();
    const season = clubToday().slice(0, 4);
    const players = within(dialog).getByRole("group", { name: "Players" });
    expect(players).toHaveAccessibleDescription(`Points of the ${season} season: the seeding follows them.`);
    expect(within(dialog).getByLabelText("Player 1").closest("label")).toHaveTextContent("999 pts");
    expect(within(dialog).getByLabelText("Player 10").closest("label")).toHaveTextContent("990 pts");
  });

  it("offers the hybrid counts, and 2 to 64 for a single elimination", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("combobox", { name: "Player count" }));
    const hybrid = await openListbox();
    expect(
      within(hybrid)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["8", "12", "16", "20"]);
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("radio", { name: "Single Elimination" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Player count" }));
    expect(within(await openListbox()).getAllByRole("option")).toHaveLength(63);
  });

  it("offers exactly the sizes the server answered, with the weeks of the chosen one", async () => {
    const { user, dialog } = await openDialog(undefined, [
      { tournamentType: "hybrid", sizes: [{ playerCount: 12, weeks: 3 }] },
      { tournamentType: "single_elimination", sizes: [{ playerCount: 6, weeks: 2 }] },
    ]);
    await user.click(within(dialog).getByRole("combobox", { name: "Player count" }));
    expect(
      within(await openListbox())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["12"]);
    await user.keyboard("{Escape}");
    await pick(user, "Player count", "12");
    expect(within(dialog).getByText("Runs 3 weeks")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Single Elimination" }));
    await pick(user, "Player count", "6");
    expect(within(dialog).getByText("Runs 2 weeks")).toBeInTheDocument();
  });

  it("creates an automatically seeded tournament from step 1, an empty buy-in being free", async () => {
    const { user, dialog, sent, invalidate } = await openDialog();
    await fillBasics(user, dialog);
    await user.click(within(dialog).getByRole("radio", { name: "Single Elimination" }));
    await pick(user, "Player count", "5");
    await pick(user, "Status", "Coming Soon");
    await user.type(within(dialog).getByRole("searchbox", { name: "Search players" }), "Player 1");
    await check(user, dialog, [1, 10]);
    await user.clear(within(dialog).getByRole("searchbox", { name: "Search players" }));
    await check(user, dialog, [4, 2, 3]);
    expect(within(dialog).getByText("5 / 5 selected")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        name: "Copa Tica",
        startDate: "2026-12-05",
        playerCount: 5,
        buyIn: 0,
        status: "coming_soon",
        tournamentType: "single_elimination",
        selectedPlayerIds: [1, 10, 4, 2, 3],
      },
    ]);
    expect(await screen.findByText("Tournament created")).toBeInTheDocument();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([["tournaments", "list"]]);
  });

  it("places the players by hand in step 2, keeping step 1 on Back", async () => {
    const { user, dialog, sent, invalidate } = await openDialog((init) => {
      const body = JSON.parse(String(init?.body)) as { status: TournamentStatus };
      return { status: 201, body: makeTournament(8, { status: body.status }) };
    });
    await fillBasics(user, dialog);
    await pick(user, "Player count", "8");
    await pick(user, "Status", "Active");
    await user.type(within(dialog).getByLabelText("Buy-in (₡)"), "15000");
    await check(user, dialog, [1, 2, 3, 4, 5, 6, 7, 8]);
    await user.click(within(dialog).getByRole("radio", { name: "Manual bracket" }));
    expect(within(dialog).queryByRole("button", { name: "Create Tournament" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));

    expect(await within(dialog).findByRole("heading", { name: "Group A" })).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Group B" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(within(dialog).getByText("Please assign all 8 positions")).toBeInTheDocument();
    expect(sent).toEqual([]);

    const slot = (name: string) => within(dialog).getByRole("combobox", { name });
    await user.selectOptions(slot("Group A, position 1"), "8");
    await user.selectOptions(slot("Group B, position 4"), "1");
    // Choosing a placed player again moves them.
    expect(
      within(slot("Group A, position 2")).getByRole("option", { name: "Player 1 · now Group B, position 4" }),
    ).toBeInTheDocument();
    await user.selectOptions(slot("Group A, position 2"), "1");
    expect(slot("Group A, position 2")).toHaveDisplayValue("Player 1");
    expect(slot("Group B, position 4")).toHaveDisplayValue("Choose a player");
    expect(within(dialog).getByText("Still to place: 6")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByLabelText("Tournament name")).toHaveValue("Copa Tica");
    expect(within(dialog).getByText("8 / 8 selected")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByRole("combobox", { name: "Group A, position 1" })).toHaveTextContent(
      "Player 8",
    );

    await user.click(within(dialog).getByRole("button", { name: "Auto-fill" }));
    // The server is asked with the positions placed by hand, and its placement is shown.
    expect(await within(dialog).findByText("Every player has a position.")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        fill: {
          tournamentType: "hybrid",
          selectedPlayerIds: [1, 2, 3, 4, 5, 6, 7, 8],
          manualBracketPositions: { "0": 8, "1": 1 },
        },
      },
    ]);
    expect(slot("Group B, position 1")).toHaveDisplayValue("Player 2");
    expect(within(dialog).queryByText("Please assign all 8 positions")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));

    await waitFor(() => expect(sent).toHaveLength(2));
    // What is created is the placement shown.
    expect(sent[1]).toEqual({
      name: "Copa Tica",
      startDate: "2026-12-05",
      playerCount: 8,
      buyIn: 15000,
      status: "active",
      tournamentType: "hybrid",
      selectedPlayerIds: [1, 2, 3, 4, 5, 6, 7, 8],
      manualBracketPositions: { "0": 8, "1": 1, "2": 4, "3": 7, "4": 2, "5": 3, "6": 5, "7": 6 },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // An active tournament gives participation points: the players' totals change too.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ["tournaments", "list"],
      ["players"],
    ]);
  });

  it("shows a draw's lines, byes included, for a manual single elimination", async () => {
    const { user, dialog, sent } = await openDialog();
    await fillBasics(user, dialog);
    await user.click(within(dialog).getByRole("radio", { name: "Single Elimination" }));
    await pick(user, "Player count", "3");
    await check(user, dialog, [1, 2, 3]);
    await user.click(within(dialog).getByRole("radio", { name: "Manual bracket" }));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(await within(dialog).findByText(/4 lines for 3 players/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole("combobox")).toHaveLength(4);
    expect(within(dialog).getByRole("combobox", { name: "Line 4" })).toHaveDisplayValue("Bye");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Line 1" }), "1");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Line 2" }), "2");
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(within(dialog).getByText("Please assign all 3 positions")).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Line 4" }), "3");
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ playerCount: 3, manualBracketPositions: { "0": 1, "1": 2, "3": 3 } });
  });

  it("warns of unconfirmed and unpaid players before saving, and names them again once saved", async () => {
    const warnings: EligibilityWarning[] = [
      { code: "level_unconfirmed", season: 2026, players: [{ id: 5, name: "Player 5" }] },
      {
        code: "fee_unpaid",
        season: 2026,
        players: [
          { id: 3, name: "Player 3" },
          { id: 5, name: "Player 5" },
        ],
      },
    ];
    const { user, dialog, sent, fetchMock } = await openDialog(
      { status: 201, body: makeTournament(7, { name: "Copa Tica", warnings }) },
      FORMATS,
      warnings,
    );
    await fillBasics(user, dialog);
    await pick(user, "Player count", "8");
    await check(user, dialog, [1, 2, 3, 4, 5, 6, 7, 8]);

    const warning = await within(dialog).findByRole("region", { name: "Check before you go on" });
    expect(within(warning).getByText("Level not confirmed: Player 5")).toBeInTheDocument();
    expect(within(warning).getByText("2026 fee not paid: Player 3, Player 5")).toBeInTheDocument();
    expect(warning).toHaveTextContent("You may go on: the administration decides");
    // The server decides, for the selected players and the season of the start date.
    const asked = fetchMock.mock.calls
      .map(([to]) => new URL(String(to), "http://club.test"))
      .filter((url) => url.pathname === "/api/admin/eligibility")
      .at(-1);
    expect(asked?.searchParams.get("players")).toBe("1,2,3,4,5,6,7,8");
    expect(asked?.searchParams.get("startDate")).toBe("2026-12-05");

    // A warning, not a refusal: the tournament is created, and the toast names them again.
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(await screen.findByText("Tournament created")).toBeInTheDocument();
    expect(
      screen.getByText("Copa Tica. Level not confirmed: Player 5. 2026 fee not paid: Player 3, Player 5."),
    ).toBeInTheDocument();
  });

  it("warns of nothing when every selected player may play", async () => {
    const { user, dialog, fetchMock } = await openDialog();
    await fillBasics(user, dialog);
    await check(user, dialog, [1, 2]);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([to]) => String(to).startsWith("/api/admin/eligibility"))).toBe(true),
    );
    expect(within(dialog).queryByRole("region", { name: "Check before you go on" })).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, and keeps the form", async () => {
    const { user, dialog } = await openDialog({
      status: 422,
      body: {
        error: "invalid",
        code: "player_not_approved",
        message: "Player 3 is not an approved player",
        fields: {},
      },
    });
    await fillBasics(user, dialog);
    await pick(user, "Player count", "8");
    await check(user, dialog, [1, 2, 3, 4, 5, 6, 7, 8]);
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(await screen.findByText("Creation failed")).toBeInTheDocument();
    expect(
      screen.getByText("Only approved players can play: approve the registration first"),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Tournament name")).toHaveValue("Copa Tica");
  });

  it("falls back to 'Failed to create tournament' without a server message", async () => {
    const { user, dialog } = await openDialog({ status: 502, body: null });
    await fillBasics(user, dialog);
    await pick(user, "Player count", "8");
    await check(user, dialog, [1, 2, 3, 4, 5, 6, 7, 8]);
    await user.click(within(dialog).getByRole("button", { name: "Create Tournament" }));
    expect(await screen.findByText("Creation failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to create tournament")).toBeInTheDocument();
  });
});
